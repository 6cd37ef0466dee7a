import { AreaHeading } from '../../components/layout/area-heading';

export function AdminDashboardPage() {
  return (
    <AreaHeading
      heading="Admin Dashboard"
      area="Admin Portal"
      description="An overview of users and submissions."
    />
  );
}
