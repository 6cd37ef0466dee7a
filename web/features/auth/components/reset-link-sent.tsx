import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { RESET_LINK_HOURS } from '#common/auth/constants';
import { Button } from '#web/components/ui/button';
import { AuthCard } from './auth-card';
import { EmailAddress } from './email-address';

/** What follows a reset request: the link went out, if the account exists. */
export function ResetLinkSent({ email }: { email: string }) {
  return (
    <AuthCard
      heading="Reset Link Sent"
      icon={MailCheck}
      focusHeading
      description={
        <>
          <p>
            If an account exists for <EmailAddress email={email} />, we&apos;ve sent it a link to
            reset your password.
          </p>
          <p className="mt-2">If you don&apos;t see the email, check your spam folder.</p>
          <p className="mt-2">The link expires after {RESET_LINK_HOURS} hours.</p>
        </>
      }
    >
      <Button asChild className="w-full">
        <Link to="/login">Return to Login</Link>
      </Button>
    </AuthCard>
  );
}
