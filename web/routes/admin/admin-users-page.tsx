import { AreaHeading } from '#web/components/layout/area-heading';
import { RefreshButton } from '#web/components/list/refresh-button';
import { UsersList, useUsersList } from '#web/features/users';

/**
 * /admin/users: the user list, searched, sorted and paged by the server. The query lives in the
 * URL, so a view can be shared and survives a reload.
 */
export function AdminUsersPage() {
  const { refresh, ...users } = useUsersList();
  return (
    <div className="space-y-6">
      <AreaHeading
        heading="User Management"
        area="Admin Portal"
        description="Browse registered users and their agreements."
        actions={<RefreshButton busy={users.list.isFetching} onRefresh={() => void refresh()} />}
      />
      <UsersList {...users} />
    </div>
  );
}
