import { queryOptions } from '@tanstack/react-query';
import {
  accountSessionsResponseSchema,
  revokeOtherSessionsResponseSchema,
} from '#common/contracts/sessions';
import { apiRequest } from '#web/lib/api';

export const accountSessionsQueryOptions = queryOptions({
  queryKey: ['account-sessions'] as const,
  queryFn: async ({ signal }) =>
    accountSessionsResponseSchema.parse(
      await apiRequest<unknown>('/api/account/sessions', { signal }),
    ).sessions,
  staleTime: 0,
});

/** Ends one of the account's other sessions. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Ends every session but this one; returns how many ended. */
export async function revokeOtherSessions(): Promise<number> {
  const answer = revokeOtherSessionsResponseSchema.parse(
    await apiRequest<unknown>('/api/account/sessions/revoke-others', { method: 'POST', body: {} }),
  );
  return answer.revoked;
}
