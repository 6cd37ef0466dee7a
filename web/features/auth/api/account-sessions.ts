import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  listSessionsContract,
  revokeOtherSessionsContract,
  revokeSessionContract,
} from '#common/contracts/sessions';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';

export const accountSessionsQueryOptions = queryOptions({
  queryKey: ['account-sessions'] as const,
  queryFn: async ({ signal }) => (await callApi(listSessionsContract, { signal })).sessions,
  staleTime: 0,
});

/** Ends one of the account's other sessions. */
export async function revokeSession(id: string): Promise<void> {
  await callApi(revokeSessionContract, { params: { id } });
}

/** Ends every session but this one; returns how many ended. */
export async function revokeOtherSessions(): Promise<number> {
  const answer = await callApi(revokeOtherSessionsContract, { body: {} });
  return answer.revoked;
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryOptions.queryKey });
}

/** Signs one other browser out and says so; the list is read again either way. */
export function useRevokeSession() {
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => notify.success('Signed out', 'That session has ended.'),
    onError: (failure) => notify.error('Could not sign it out', errorText(failure)),
    onSettled: refreshList,
  });
}

/** Signs every other browser out and says how many; the list is read again either way. */
export function useRevokeOtherSessions() {
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (count) =>
      notify.success(
        'Signed out',
        count === 1 ? 'One other session has ended.' : `${count} other sessions have ended.`,
      ),
    onError: (failure) => notify.error('Could not sign them out', errorText(failure)),
    onSettled: refreshList,
  });
}
