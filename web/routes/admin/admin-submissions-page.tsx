import { AreaHeading } from '../../components/layout/area-heading';

export function AdminSubmissionsPage() {
  return (
    <AreaHeading
      heading="Submissions"
      area="Admin Portal"
      description="Review submissions, update their status and download agreements."
    />
  );
}
