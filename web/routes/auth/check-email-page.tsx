import { useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { RESEND_COOLDOWN_SECONDS, storageKeys } from '#common/auth/constants';
import { PageLoading } from '#web/components/layout/page-loading';
import { Button } from '#web/components/ui/button';
import { sendVerificationEmail } from '#web/features/auth/api/send-verification-email';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { useCountdown } from '#web/features/auth/hooks/use-countdown';
import { useSession } from '#web/features/auth/hooks/use-session';
import { localStore, readItem, writeItem } from '#web/features/auth/lib/browser-state';
import { emailFromState } from '#web/features/auth/lib/safe-redirect';
import { errorMessage, hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';

export function CheckEmailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const [storedEmail] = useState(() =>
    readItem(localStore(), storageKeys.pendingVerificationEmail),
  );
  const unverifiedSessionEmail = session && !session.user.emailVerified ? session.user.email : null;
  const email = emailFromState(location.state) ?? storedEmail ?? unverifiedSessionEmail;
  const verified = session?.user.emailVerified === true;

  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');

  useEffect(() => {
    // Confirmed (perhaps in another tab): the pending address is no longer pending.
    if (verified) writeItem(localStore(), storageKeys.pendingVerificationEmail, null);
  }, [verified]);

  if (verified) return <Navigate to="/user-dashboard" replace />;
  if (!email) {
    // Wait for the session before deciding there is no address to show.
    if (session === undefined) return <PageLoading />;
    return <Navigate to="/login" replace />;
  }

  function startCooldown(wait: number) {
    start(wait);
    setStatus(`You can request another email in ${wait} seconds.`);
  }

  async function resend() {
    if (!email) {
      notify.error('Error', 'No email address found. Please sign up again.');
      void navigate('/register');
      return;
    }
    if (sending || seconds > 0) return;
    setSending(true);
    setStatus('');
    try {
      await sendVerificationEmail(email);
      notify.success(
        'Confirmation Email Sent',
        "We've sent a new confirmation email to your inbox.",
      );
      startCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      if (hasStatus(error, 429)) {
        const n = error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS;
        notify.error(
          'Too many requests',
          `Please wait ${n} seconds before requesting another email.`,
        );
        startCooldown(n);
      } else {
        notify.error('Error', errorMessage(error, 'Failed to resend confirmation email'));
      }
    } finally {
      setSending(false);
    }
  }

  const waiting = sending || seconds > 0;
  const label = sending
    ? 'Sending...'
    : seconds > 0
      ? `Resend available in ${seconds}s`
      : 'Resend Confirmation Email';

  return (
    <AuthCard
      heading="Check Your Email"
      icon={MailCheck}
      description={
        <>
          <p>
            We&apos;ve sent a confirmation link to{' '}
            <strong className="font-semibold break-all text-slate-900">{email}</strong>.
          </p>
          <p className="mt-2">
            Click the link in the email to verify your account. If it has not arrived, check your
            spam folder or request a new one.
          </p>
        </>
      }
    >
      <div className="space-y-3">
        <Button
          className="w-full"
          onClick={() => void resend()}
          aria-disabled={waiting || undefined}
        >
          {label}
        </Button>
        <p role="status" className="sr-only">
          {status}
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
