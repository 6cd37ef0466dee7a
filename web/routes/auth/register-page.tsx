import { useEffect, useRef, useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { POST_SIGNUP_DELAY_MS, storageKeys } from '#common/auth/constants';
import { registrationProblem, type Problem } from '#common/auth/password';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { signUp } from '#web/features/auth/api/sign-up';
import { AuthCard } from '#web/features/auth/components/auth-card';
import { PasswordInput } from '#web/features/auth/components/password-input';
import { PasswordStrength } from '#web/features/auth/components/password-strength';
import { useSession } from '#web/features/auth/hooks/use-session';
import { localStore, writeItem } from '#web/features/auth/lib/browser-state';
import { isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';

type FieldName = 'email' | 'password' | 'confirmPassword';

/** Which field to put the cursor in for a registration problem. */
function fieldFor(problem: Problem, values: Record<FieldName, string>): FieldName {
  if (problem.code === 'missing_fields') {
    if (!values.email.trim()) return 'email';
    return values.password ? 'confirmPassword' : 'password';
  }
  return problem.code === 'password_mismatch' ? 'confirmPassword' : 'password';
}

export function RegisterPage() {
  const navigate = useNavigate();
  const { data: session } = useSession();
  const [values, setValues] = useState<Record<FieldName, string>>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [problem, setProblem] = useState<{ message: string; field: FieldName | null } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (session && !submitting && !registered) return <Navigate to="/user-dashboard" replace />;

  function set(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || registered) return;
    const found = registrationProblem(values);
    if (found) {
      const field = fieldFor(found, values);
      setProblem({ message: `${found.title}: ${found.message}`, field });
      notify.error(found.title, found.message);
      inputs.current[field]?.focus();
      return;
    }
    setProblem(null);
    setSubmitting(true);
    const email = values.email.trim();
    try {
      await signUp({ email, password: values.password });
    } catch (error) {
      setSubmitting(false);
      const message =
        isApiRequestError(error) && error.status !== 0 && error.status < 500
          ? error.message
          : 'There was an error creating your account. Please try again.';
      const field =
        isApiRequestError(error) && error.code === 'invalid_email'
          ? 'email'
          : isApiRequestError(error) && error.code.startsWith('password_')
            ? 'password'
            : null;
      setProblem({ message, field });
      notify.error('Registration failed', message);
      if (field) inputs.current[field]?.focus();
      return;
    }
    setSubmitting(false);
    setRegistered(true);
    writeItem(localStore(), storageKeys.pendingVerificationEmail, email);
    notify.success('Registration successful', 'Please check your email to verify your account.');
    timer.current = window.setTimeout(
      () => void navigate('/check-email', { state: { email } }),
      POST_SIGNUP_DELAY_MS,
    );
  }

  const errorFor = (field: FieldName) => (problem?.field === field ? problem.message : null);
  const busy = submitting || registered;

  return (
    <AuthCard
      heading="Create an Account"
      title="Register"
      icon={UserPlus}
      description="Register to sign the invention agreement and submit your ideas."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
          >
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {problem && !problem.field && <FormAlert>{problem.message}</FormAlert>}
        <Field label="Email" error={errorFor('email')}>
          {(control) => (
            <Input
              {...control}
              ref={(element) => {
                inputs.current.email = element;
              }}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Password"
          error={errorFor('password')}
          hint={
            <>
              At least 8 characters. A mix of upper and lower case letters, numbers and symbols
              makes it stronger.
            </>
          }
        >
          {(control) => (
            <div className="space-y-2">
              <PasswordInput
                {...control}
                ref={(element) => {
                  inputs.current.password = element;
                }}
                fieldName="Password"
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={(event) => set('password', event.target.value)}
              />
              <PasswordStrength password={values.password} />
            </div>
          )}
        </Field>
        <Field label="Confirm Password" error={errorFor('confirmPassword')}>
          {(control) => (
            <PasswordInput
              {...control}
              ref={(element) => {
                inputs.current.confirmPassword = element;
              }}
              fieldName="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => set('confirmPassword', event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" aria-disabled={busy || undefined}>
          {submitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
