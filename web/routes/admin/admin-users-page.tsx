import { AreaHeading } from '../../components/layout/area-heading';

export function AdminUsersPage() {
  return (
    <AreaHeading
      heading="User Management"
      area="Admin Portal"
      description="Browse registered users and their agreements."
    />
  );
}
