import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, KeyRound, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RESET_REDIRECT_DELAY_MS, storageKeys } from '#common/auth/constants';
import { resetPasswordProblem } from '#common/auth/password';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { checkResetToken } from '#web/features/auth/api/check-reset-token';
import { sessionQueryKey } from '#web/features/auth/api/get-session';
import { resetPassword } from '#web/features/auth/api/reset-password';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { PasswordInput } from '#web/features/auth/components/password-input';
import { localStore, writeItem } from '#web/features/auth/lib/browser-state';
import { isPasswordRuleError } from '#web/features/auth/lib/messages';
import { hasStatus, isApiRequestError } from '#web/lib/api';
import { notify, toastDurations } from '#web/lib/notify';

type Invalid = { title: string; message: string };

const MISSING: Invalid = {
  title: 'Invalid or missing reset token',
  message: 'No valid reset link detected. Please request a password reset from the login page.',
};

function invalidFromCheck(error: unknown): Invalid {
  if (hasStatus(error, 400)) {
    return {
      title: 'Reset Link Expired or Invalid',
      message: error.message || 'An error occurred with the reset link',
    };
  }
  return {
    title: 'Reset Link Error',
    message:
      'An error occurred while validating your reset link. Please try again or request a new link.',
  };
}

function InvalidScreen({ invalid }: { invalid: Invalid }) {
  return (
    <AuthCard
      heading={invalid.title}
      title="Reset Password"
      icon={TriangleAlert}
      iconClassName="text-red-700"
      focusHeading
      description={<p role="alert">{invalid.message}</p>}
    >
      <div className="space-y-3">
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new reset link</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function DoneScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard
      heading="Password Reset Successful"
      icon={CircleCheck}
      iconClassName="text-green-700"
      focusHeading
      description={
        <>
          <p>Your password has been reset. You can now log in with your new password.</p>
          <p className="mt-2" role="status">
            Taking you to the sign-in page...
          </p>
        </>
      }
    >
      <Button asChild className="w-full">
        <Link to="/login" replace>
          Go to Sign In
        </Link>
      </Button>
    </AuthCard>
  );
}

function ResetForm({ token, onInvalid }: { token: string; onInvalid: (i: Invalid) => void }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<{ message: string; field: 'password' | 'confirm' } | null>(
    null,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (done) return <DoneScreen />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const problem = resetPasswordProblem(password, confirmPassword);
    if (problem) {
      const field = problem === 'Passwords do not match' ? 'confirm' : 'password';
      setError({ message: problem, field });
      (field === 'confirm' ? confirmRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await resetPassword({ token, newPassword: password });
    } catch (failure) {
      setSubmitting(false);
      if (hasStatus(failure, 400, 'invalid_token')) {
        onInvalid({
          title: 'Reset Link Expired or Invalid',
          message: failure.message || 'An error occurred with the reset link',
        });
        return;
      }
      const message = isPasswordRuleError(failure)
        ? `Password reset error: ${(failure as Error).message}`
        : isApiRequestError(failure) && failure.status !== 0 && failure.status < 500
          ? `Password update error: ${failure.message}`
          : 'An error occurred while resetting your password.';
      if (isPasswordRuleError(failure)) {
        setError({ message, field: 'password' });
        passwordRef.current?.focus();
      } else {
        setFormError(message);
      }
      notify.error('Error', message);
      return;
    }
    writeItem(localStore(), storageKeys.passwordResetEmail, null);
    // The server ended every session of this account, this browser's included.
    queryClient.setQueryData(sessionQueryKey, null);
    notify.success(
      'Password Reset Successful',
      'Your password has been reset. You can now log in with your new password.',
      { duration: toastDurations.resetSuccess },
    );
    setDone(true);
  }

  return (
    <AuthCard heading="Reset Password" icon={KeyRound} description="Choose a new password.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {formError && <FormAlert>{formError}</FormAlert>}
        <Field
          label="New Password"
          hint="At least 8 characters"
          error={error?.field === 'password' ? error.message : null}
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={passwordRef}
              fieldName="New password"
              name="newPassword"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Confirm New Password"
          error={error?.field === 'confirm' ? error.message : null}
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={confirmRef}
              fieldName="Confirm new password"
              name="confirmPassword"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" aria-disabled={submitting || undefined}>
          {submitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error_description') || params.get('error');
  const [invalid, setInvalid] = useState<Invalid | null>(null);

  const check = useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token ?? '', signal),
    enabled: Boolean(token) && !linkError,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  if (linkError) {
    return <InvalidScreen invalid={{ title: 'Reset Link Error', message: linkError }} />;
  }
  if (!token) return <InvalidScreen invalid={MISSING} />;
  if (invalid) return <InvalidScreen invalid={invalid} />;
  if (check.isError) return <InvalidScreen invalid={invalidFromCheck(check.error)} />;
  if (check.isPending) {
    return (
      <AuthCard
        heading="Reset Password"
        icon={LoaderCircle}
        iconClassName="animate-spin"
        description={<p role="status">Verifying your reset link...</p>}
      />
    );
  }
  return <ResetForm token={token} onInvalid={setInvalid} />;
}
