import { useMutation } from '@tanstack/react-query';
import { changeNameContract } from '#common/contracts/account';
import { profileMessages } from '#common/profile';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useRefreshSession } from '../hooks/use-refresh-session';

/**
 * Changes the signed-in user's full name; the session is read again so the header and the
 * account panel show it at once. A refusal is thrown to the form, on the field it names.
 */
export function useChangeName() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (fullName: string) => callApi(changeNameContract, { body: { fullName } }),
    onSuccess: async () => {
      await refreshSession().catch(() => undefined);
      notify.success(profileMessages.nameSaved.title, profileMessages.nameSaved.message);
    },
  });
}
