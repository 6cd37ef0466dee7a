import { useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { storageKeys } from '#common/auth/constants';
import { PageLoading } from '#web/components/layout/page-loading';
import { Button } from '#web/components/ui/button';
import { useSession } from '../hooks/use-session';
import { localStore, readItem, writeItem } from '../lib/browser-state';
import { emailFromState } from '../lib/safe-redirect';
import { AuthCard } from './auth-card';
import { EmailAddress } from './email-address';
import { ResendConfirmation } from './resend-confirmation';

/** After registering: the address the link went to, and a way to ask for another. */
export function CheckEmail() {
  const location = useLocation();
  const { data: session } = useSession();
  const [storedEmail] = useState(() =>
    readItem(localStore(), storageKeys.pendingVerificationEmail),
  );
  const unverifiedSessionEmail = session && !session.user.emailVerified ? session.user.email : null;
  const email = emailFromState(location.state) ?? storedEmail ?? unverifiedSessionEmail;
  const verified = session?.user.emailVerified === true;

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

  return (
    <AuthCard
      heading="Check Your Email"
      icon={MailCheck}
      description={
        <>
          <p>
            We&apos;ve sent a confirmation link to <EmailAddress email={email} />.
          </p>
          <p className="mt-2">
            Click the link in the email to verify your account. If it has not arrived, check your
            spam folder or request a new one.
          </p>
        </>
      }
    >
      <div className="space-y-3">
        <ResendConfirmation key={email} email={email} />
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
