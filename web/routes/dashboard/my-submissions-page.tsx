import { AreaHeading } from '../../components/layout/area-heading';

export function MySubmissionsPage() {
  return (
    <AreaHeading
      heading="My Submissions"
      area="Dashboard"
      description="Only drafts can be edited. Sent ideas can be resubmitted."
    />
  );
}
