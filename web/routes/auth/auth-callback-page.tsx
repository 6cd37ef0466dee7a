import { EmailVerification } from '#web/features/auth/components/email-verification';

export function AuthCallbackPage() {
  return <EmailVerification />;
}
