import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from '#common/auth/constants';
import { sessionQueryKey } from '../api/get-session';
import { signOut } from '../api/sign-out';
import { verifyEmail } from '../api/verify-email';
import { useSession } from './use-session';
import { localStore, writeItem } from '../lib/browser-state';
import { isApiRequestError } from '#web/lib/api';

export const FAILED = 'Email verification failed. Please try again or contact support.';
export const UNEXPECTED = 'An unexpected error occurred during email verification';
/** Identity errors that leave the session alone (spec 01 §4 "Callback"). */
const KEEP_SESSION_ERRORS = [
  'identity_already_exists',
  'identity_not_found',
  'single_identity_not_deletable',
];

type Outcome = { kind: 'verifying' } | { kind: 'success' } | { kind: 'error'; detail: string };

/** Confirms the address of a verification link, or reads what the link's return says. */
export function useEmailVerification(token: string | null, urlError: string | null): Outcome {
  const queryClient = useQueryClient();
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: ({ signal }) => verifyEmail(token ?? '', signal),
    enabled: Boolean(token) && !urlError,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const { data: session } = useSession();
  const verified = verification.isSuccess;

  useEffect(() => {
    if (!verified) return;
    writeItem(localStore(), storageKeys.pendingVerificationEmail, null);
    // Confirming signs nobody in (a link opened in someone else's browser must not switch
    // accounts); a session already here may now count as confirmed.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [verified, queryClient]);

  useEffect(() => {
    if (!urlError || KEEP_SESSION_ERRORS.includes(urlError)) return;
    // An error in the return address ends whatever session came with it.
    void signOut()
      .catch(() => undefined)
      .then(() => queryClient.setQueryData(sessionQueryKey, null));
  }, [urlError, queryClient]);

  if (urlError) return { kind: 'error', detail: urlError };
  if (token) {
    if (verification.isPending) return { kind: 'verifying' };
    if (verification.isError) {
      const error = verification.error;
      const known = isApiRequestError(error) && error.status >= 400 && error.status < 500;
      return { kind: 'error', detail: known ? error.message : UNEXPECTED };
    }
    return { kind: 'success' };
  }
  // No token: the server may already have confirmed the address and signed the browser in.
  if (session === undefined) return { kind: 'verifying' };
  return session?.user.emailVerified ? { kind: 'success' } : { kind: 'error', detail: FAILED };
}
