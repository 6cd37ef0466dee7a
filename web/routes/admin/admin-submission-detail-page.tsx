import { Link, useParams } from 'react-router';
import { AreaHeading } from '../../components/layout/area-heading';

export function AdminSubmissionDetailPage() {
  const { id } = useParams();
  return (
    <>
      <AreaHeading
        heading="Submission Details"
        area="Admin Portal"
        description={`Submission ${id ?? ''}`}
      />
      <p className="mt-6">
        <Link
          to="/admin/submissions"
          className="font-medium text-accent-600 underline underline-offset-4"
        >
          Back to Submissions
        </Link>
      </p>
    </>
  );
}
