import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { storageKeys, VERIFIED_REDIRECT_DELAY_MS } from '#common/auth/constants';
import { Button } from '#web/components/ui/button';
import { sessionQueryKey } from '#web/features/auth/api/get-session';
import { signOut } from '#web/features/auth/api/sign-out';
import { verifyEmail } from '#web/features/auth/api/verify-email';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { useSession } from '#web/features/auth/hooks/use-session';
import { localStore, writeItem } from '#web/features/auth/lib/browser-state';
import { safeRedirectPath } from '#web/features/auth/lib/safe-redirect';
import { isApiRequestError } from '#web/lib/api';

const FAILED = 'Email verification failed. Please try again or contact support.';
const UNEXPECTED = 'An unexpected error occurred during email verification';
/** Identity errors that leave the session alone (spec 01 §4 "Callback"). */
const KEEP_SESSION_ERRORS = [
  'identity_already_exists',
  'identity_not_found',
  'single_identity_not_deletable',
];

type Outcome = { kind: 'verifying' } | { kind: 'success' } | { kind: 'error'; detail: string };

function useVerification(token: string | null, urlError: string | null): Outcome {
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

export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const urlError = params.get('error_description') || params.get('error');
  const target = safeRedirectPath(params.get('redirect'), '/login');
  const outcome = useVerification(token, urlError);
  const settled = outcome.kind !== 'verifying';

  useEffect(() => {
    if (!settled) return;
    const timer = window.setTimeout(
      () => void navigate(target, { replace: true }),
      VERIFIED_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [settled, target, navigate]);

  if (outcome.kind === 'verifying') {
    return (
      <AuthCard
        heading="Verifying Your Email"
        icon={LoaderCircle}
        iconClassName="animate-spin"
        description={<p role="status">Please wait a moment.</p>}
      />
    );
  }

  const continueLink = (
    <Button asChild className="w-full">
      <Link to={target} replace>
        Continue
      </Link>
    </Button>
  );

  if (outcome.kind === 'success') {
    return (
      <AuthCard
        key="success"
        heading="Email Verified!"
        icon={CircleCheck}
        iconClassName="text-green-700"
        focusHeading
        description={
          <>
            <p>Your email address has been confirmed.</p>
            <p className="mt-2" role="status">
              Redirecting you in a moment...
            </p>
          </>
        }
      >
        {continueLink}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      key="error"
      heading="Verification Failed"
      icon={TriangleAlert}
      iconClassName="text-red-700"
      focusHeading
      description={
        <div role="alert">
          <p>{outcome.detail}</p>
          {outcome.detail !== FAILED && outcome.detail !== UNEXPECTED && (
            <p className="mt-2">{FAILED}</p>
          )}
        </div>
      }
    >
      {continueLink}
    </AuthCard>
  );
}
