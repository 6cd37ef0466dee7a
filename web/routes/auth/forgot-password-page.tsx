import { useRef, useState, type FormEvent } from 'react';
import { KeyRound, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { RESET_LINK_HOURS, storageKeys } from '#common/auth/constants';
import { isEmailLike } from '#common/auth/email';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { requestPasswordReset } from '#web/features/auth/api/request-password-reset';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { localStore, writeItem } from '#web/features/auth/lib/browser-state';
import { isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';

/** A failed reset request in the spec's words (spec 01 §8 "Forgot password"). */
function resetRequestMessage(error: unknown): string {
  if (isApiRequestError(error)) {
    if (error.status === 429) return 'Too many reset attempts. Please try again later.';
    if (error.status === 400 && error.code === 'invalid_email') {
      return 'Please enter a valid email address.';
    }
  }
  return 'Failed to send reset instructions. Please try again.';
}

function SentScreen({ email }: { email: string }) {
  return (
    <AuthCard
      heading="Reset Link Sent"
      icon={MailCheck}
      focusHeading
      description={
        <>
          <p>
            If an account exists for{' '}
            <strong className="font-semibold break-all text-slate-900">{email}</strong>, we&apos;ve
            sent it a link to reset your password.
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

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (sentTo) return <SentScreen email={sentTo} />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    const problem = !address
      ? 'Please enter your email address'
      : !isEmailLike(address)
        ? 'Please enter a valid email address'
        : null;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await requestPasswordReset(address);
    } catch (failure) {
      const message = resetRequestMessage(failure);
      setError(message);
      notify.error('Error', message);
      setSubmitting(false);
      inputRef.current?.focus();
      return;
    }
    writeItem(localStore(), storageKeys.passwordResetEmail, address);
    notify.success('Reset email sent');
    setSentTo(address);
  }

  return (
    <AuthCard
      heading="Forgot Password"
      icon={KeyRound}
      description="Enter your email address and we will send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link
            to="/login"
            className="font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
          >
            Back to Sign In
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field label="Email" error={error}>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" aria-disabled={submitting || undefined}>
          {submitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
