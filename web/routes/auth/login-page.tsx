import { SignIn } from '#web/features/auth';

export function LoginPage() {
  return <SignIn />;
}
