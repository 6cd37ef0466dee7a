import { useRef, useState, type FormEvent } from 'react';
import { LogIn, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { storageKeys } from '#common/auth/constants';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { signIn } from '#web/features/auth/api/sign-in';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { PasswordInput } from '#web/features/auth/components/password-input';
import { TwoFactorSignInForm } from '#web/features/auth/components/two-factor-sign-in-form';
import { useRefreshSession } from '#web/features/auth/hooks/use-refresh-session';
import { useSession } from '#web/features/auth/hooks/use-session';
import { localStore, writeItem } from '#web/features/auth/lib/browser-state';
import { signInErrorMessage } from '#web/features/auth/lib/messages';
import { fromLocation } from '#web/features/auth/lib/safe-redirect';
import { hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';

const linkClass = 'font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700';

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const refreshSession = useRefreshSession();
  // Back to the page a guard sent the person away from, or to the dashboard.
  const target = fromLocation(location.state) ?? '/user-dashboard';

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set when the password was right and the account asks for its second step.
  const [needsCode, setNeedsCode] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (session && !submitting) return <Navigate to={target} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError('Please enter both email and password');
      (email.trim() ? passwordRef : emailRef).current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    let twoFactorRequired: boolean;
    try {
      ({ twoFactorRequired } = await signIn({ email, password }));
    } catch (failure) {
      setSubmitting(false);
      if (hasStatus(failure, 403, 'email_not_verified')) {
        const address = email.trim();
        writeItem(localStore(), storageKeys.pendingVerificationEmail, address);
        notify.info(
          'Please verify your email',
          'Confirm your email address with the link we sent you, then sign in.',
        );
        void navigate('/check-email', { state: { email: address } });
        return;
      }
      const message = signInErrorMessage(failure);
      setError(message);
      notify.error('Error', message);
      return;
    }
    if (twoFactorRequired) {
      setSubmitting(false);
      setNeedsCode(true);
      return;
    }
    await finishSignIn();
  }

  async function finishSignIn() {
    setSubmitting(true);
    try {
      await refreshSession();
    } catch {
      // The guard of the next page asks again.
    }
    notify.success('Welcome back!');
    await navigate(target, { replace: true });
    setSubmitting(false);
  }

  function restartSignIn(message: string) {
    setNeedsCode(false);
    setPassword('');
    setError(message || null);
    // The password is asked again: keyboard users land in its field.
    requestAnimationFrame(() => passwordRef.current?.focus());
  }

  if (needsCode) {
    return (
      <AuthCard
        key="code"
        heading="Two-Factor Sign-In"
        icon={ShieldCheck}
        description="Your account asks for a second step: a code from your authenticator app."
        focusHeading
      >
        <TwoFactorSignInForm onVerified={finishSignIn} onRestart={restartSignIn} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      key="password"
      heading="Sign In"
      icon={LogIn}
      description="Sign in to submit ideas and follow their status."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className={linkClass}>
            Register here
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {error && <FormAlert>{error}</FormAlert>}
        <Field label="Email">
          {(control) => (
            <Input
              {...control}
              ref={emailRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Field label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              fieldName="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
        </p>
        <Button type="submit" className="w-full" aria-disabled={submitting || undefined}>
          {submitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
