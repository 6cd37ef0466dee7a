import { SignIn } from '#web/features/auth/components/sign-in';

export function LoginPage() {
  return <SignIn />;
}
