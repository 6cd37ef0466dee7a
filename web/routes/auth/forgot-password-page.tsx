import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { AuthLink } from '#web/features/auth/components/auth-link';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { ResetLinkSent } from '#web/features/auth/components/reset-link-sent';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) return <ResetLinkSent email={sentTo} />;

  return (
    <AuthCard
      heading="Forgot Password"
      icon={KeyRound}
      description="Enter your email address and we will send you a link to reset your password."
      footer={
        <>
          Remembered it? <AuthLink to="/login">Back to Sign In</AuthLink>
        </>
      }
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthCard>
  );
}
