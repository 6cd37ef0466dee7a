import { EmailVerification } from '#web/features/auth';

export function AuthCallbackPage() {
  return <EmailVerification />;
}
