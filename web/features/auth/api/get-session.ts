import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, hasStatus } from '../../../lib/api';

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

export interface SessionProfile {
  id: string;
  fullName: string | null;
  jobTitle: string | null;
  signature: string | null;
  agreementId: string | null;
  lastLogin: string | null;
  lastPasswordChange: string | null;
  [field: string]: unknown;
}

export interface Session {
  user: SessionUser;
  profile: SessionProfile | null;
}

/** The signed-in user and profile, or null when nobody is signed in. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const answer = await apiRequest<Session | { user: null } | null>('/api/me', { signal });
    // A signed-out answer may also come as a 200 without a user.
    return answer?.user ? (answer as Session) : null;
  } catch (error) {
    if (hasStatus(error, 401)) return null;
    throw error;
  }
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
});
