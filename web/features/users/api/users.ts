import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { setUserRoleContract, userContract, userListContract } from '#common/contracts/users';
import type { StaffRole } from '#common/roles';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { adminList, adminQuery } from '#web/lib/list/admin-query';
import { userKeys } from './keys';

export const usersList = adminList({ contract: userListContract, key: userKeys.list });

export const adminUserQueryOptions = (id: string) =>
  adminQuery(userKeys.detail(id), (signal) => callApi(userContract, { params: { id }, signal }));

/** Make admin, Make reviewer, Remove staff role; every admin view is refreshed, since lists show the badge too. */
export function useSetUserRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: StaffRole) =>
      callApi(setUserRoleContract, { params: { id: userId }, body: { role } }),
    onSuccess: async ({ role }) => {
      const { title, message } = adminMessages.roleChanged(role);
      notify.success(title, message);
      await queryClient.invalidateQueries({ queryKey: userKeys.all() });
    },
    onError: (error) =>
      notify.error(
        adminMessages.roleFailed.title,
        errorText(error, adminMessages.roleFailed.message),
      ),
  });
}
