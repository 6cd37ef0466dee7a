import { useMutation } from '@tanstack/react-query';
import { disableTwoFactorContract } from '#common/contracts/auth';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useRefreshSession } from '../hooks/use-refresh-session';

/** Turns two-factor sign-in off for the password (refused for staff). */
export async function disableTwoFactor(password: string): Promise<void> {
  await callApi(disableTwoFactorContract, { body: { password } });
}

/** Turns two-factor sign-in off, then reads the session that says so. */
export function useDisableTwoFactor() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await refreshSession().catch(() => undefined);
      notify.success('Two-factor sign-in is off');
    },
  });
}
