import { useEffect } from 'react';
import { CircleCheck, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { RESET_REDIRECT_DELAY_MS } from '#common/auth/constants';
import { Button } from '#web/components/ui/button';
import { AuthCard } from './auth-card';

export type ResetLinkProblem = { title: string; message: string };

/** A reset link that cannot be used, with the way to a new one. */
export function ResetLinkInvalid({ problem }: { problem: ResetLinkProblem }) {
  return (
    <AuthCard
      heading={problem.title}
      title="Reset Password"
      icon={TriangleAlert}
      iconClassName="text-red-700"
      focusHeading
      description={<p role="alert">{problem.message}</p>}
    >
      <div className="space-y-3">
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new reset link</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

/** While the link's token is checked. */
export function ResetLinkChecking() {
  return (
    <AuthCard
      heading="Reset Password"
      icon={LoaderCircle}
      iconClassName="animate-spin"
      description={<p role="status">Verifying your reset link...</p>}
    />
  );
}

/** The password is reset: off to sign in after a moment. */
export function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      heading="Password Reset Successful"
      icon={CircleCheck}
      iconClassName="text-green-700"
      focusHeading
      description={
        <>
          <p>Your password has been reset. You can now log in with your new password.</p>
          <p className="mt-2" role="status">
            Taking you to the sign-in page...
          </p>
        </>
      }
    >
      <Button asChild className="w-full">
        <Link to="/login" replace>
          Go to Sign In
        </Link>
      </Button>
    </AuthCard>
  );
}
