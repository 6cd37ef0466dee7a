import { useMutation } from '@tanstack/react-query';
import { changePasswordContract } from '#common/contracts/auth';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useRefreshSession } from '../hooks/use-refresh-session';

type PasswordChange = { currentPassword: string; newPassword: string };

/**
 * Changes the signed-in user's password; the server ends their other sessions. A failure is
 * thrown to the form, which shows it on the field the server named.
 */
export function useChangePassword() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: PasswordChange) =>
      callApi(changePasswordContract, { body: { currentPassword, newPassword } }),
    onSuccess: () => {
      notify.success('Success', 'Your password has been updated.');
      // The profile's last password change is new.
      void refreshSession().catch(() => undefined);
    },
  });
}
