import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, hasStatus } from '#web/lib/api';
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
    mutationFn: async ({ currentPassword, newPassword }: PasswordChange) => {
      try {
        await apiRequest<void>('/api/auth/change-password', {
          body: { currentPassword, newPassword },
        });
      } catch (error) {
        // The spec's words for a wrong current password (spec 02 §5), on that field.
        if (!hasStatus(error, 400, 'invalid_password')) throw error;
        const message = 'Current password is incorrect';
        throw new ApiRequestError(400, error.code, message, null, 'currentPassword');
      }
    },
    onSuccess: () => {
      notify.success('Success', 'Your password has been updated.');
      // The profile's last password change is new.
      void refreshSession().catch(() => undefined);
    },
  });
}
