import { Link, useParams } from 'react-router';
import { AreaHeading } from '../../components/layout/area-heading';

export function AdminUserDetailPage() {
  const { userId } = useParams();
  return (
    <>
      <AreaHeading
        heading="User Details"
        area="Admin Portal"
        description={`User ${userId ?? ''}`}
      />
      <p className="mt-6">
        <Link
          to="/admin/users"
          className="font-medium text-accent-600 underline underline-offset-4"
        >
          Back to Users
        </Link>
      </p>
    </>
  );
}
