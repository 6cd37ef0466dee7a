import { useParams } from 'react-router';
import { adminMessages } from '#common/admin-messages';
import { FormAlert } from '#web/components/ui/alert';
import { UserDetail, UserDetailPage } from '#web/features/users';

/** /admin/details/:userId: one user's account, agreement, activity and submissions. */
export function AdminUserDetailPage() {
  const { userId } = useParams();
  if (!userId) {
    return (
      <UserDetailPage>
        <FormAlert>{adminMessages.noUserId}</FormAlert>
      </UserDetailPage>
    );
  }
  // Keyed by the id: another user's page starts from its own loading state.
  return <UserDetail key={userId} userId={userId} />;
}
