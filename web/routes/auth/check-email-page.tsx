import { CheckEmail } from '#web/features/auth';

export function CheckEmailPage() {
  return <CheckEmail />;
}
