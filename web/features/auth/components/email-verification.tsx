import { useEffect } from 'react';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { VERIFIED_REDIRECT_DELAY_MS } from '#common/auth/constants';
import { Button } from '#web/components/ui/button';
import { FAILED, UNEXPECTED, useEmailVerification } from '../hooks/use-email-verification';
import { safeRedirectPath } from '../lib/safe-redirect';
import { AuthCard } from './auth-card';

/** Where a verification link leads: the address is confirmed, then on to sign in. */
export function EmailVerification() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const urlError = params.get('error_description') || params.get('error');
  const target = safeRedirectPath(params.get('redirect'), '/login');
  const outcome = useEmailVerification(token, urlError);
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
