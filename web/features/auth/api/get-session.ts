import { queryOptions } from '@tanstack/react-query';
import { meContract, type Profile, type SessionUser } from '#common/contracts/me';
import { ApiRequestError, callApi } from '#web/lib/api';

export type { Profile as SessionProfile, SessionUser };

export interface Session {
  user: SessionUser;
  profile: Profile | null;
}

/** The signed-in user and profile, or null when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  const answer = await callApi(meContract, { signal });
  return answer.user ? answer : null;
}

export const sessionQueryKey = ['session'] as const;

/** A 4xx will not change on retry; a network failure or a 5xx may. */
const MAX_RETRIES = 2;
function retrySession(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 30_000,
  retry: retrySession,
  // Asked (and retried) even when the browser says it is offline: a paused query would keep
  // every guard loading, where a failure lets them say so.
  networkMode: 'always',
});
