import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { POST_SIGNUP_DELAY_MS } from '#common/auth/constants';
import { isEmailLike } from '#common/auth/email';
import { registrationProblem } from '#common/auth/password';
import { termsConsent } from '#common/terms';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { useSignUp } from '../api/sign-up';
import { INVALID_EMAIL } from '../lib/messages';
import { PasswordInput } from '#web/components/ui/password-input';
import { PasswordStrength } from './password-strength';
import { TermsConsentField } from './terms-consent-field';

const schema = z
  .object({
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const problem = registrationProblem(values);
    // The spec's first problem, on the field it is about.
    if (problem?.code === 'missing_fields') {
      const path = !values.email.trim()
        ? 'email'
        : !values.password
          ? 'password'
          : 'confirmPassword';
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: `${problem.title}: ${problem.message}`,
      });
    } else if (!isEmailLike(values.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: INVALID_EMAIL });
    } else if (problem) {
      const path = problem.code === 'password_mismatch' ? 'confirmPassword' : 'password';
      ctx.addIssue({
        code: 'custom',
        path: [path],
        message: `${problem.title}: ${problem.message}`,
      });
    }
    if (!values.acceptTerms)
      ctx.addIssue({ code: 'custom', path: [termsConsent.field], message: termsConsent.required });
  });

const empty = { email: '', password: '', confirmPassword: '', acceptTerms: false };

/** Registration (spec 01 §5 "Register"): checked here, then the address is asked to confirm. */
export function RegisterForm() {
  const navigate = useNavigate();
  const form = useAppForm(schema, empty);
  const signUp = useSignUp();
  const [registered, setRegistered] = useState<string | null>(null);
  const password = form.watch('password');

  useEffect(() => {
    if (!registered) return;
    // Long enough to read the success toast.
    const timer = window.setTimeout(
      () => void navigate('/check-email', { state: { email: registered } }),
      POST_SIGNUP_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [registered, navigate]);

  async function onSubmit(values: z.output<typeof schema>) {
    if (registered) return;
    await signUp.mutateAsync({
      email: values.email,
      password: values.password,
      acceptTerms: values.acceptTerms,
    });
    setRegistered(values.email.trim());
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormField name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField
        name="password"
        label="Password"
        hint="At least 8 characters. A mix of upper and lower case letters, numbers and symbols makes it stronger."
      >
        {(control) => (
          <div className="space-y-2">
            <PasswordInput {...control} fieldName="Password" autoComplete="new-password" />
            <PasswordStrength password={password} />
          </div>
        )}
      </FormField>
      <FormField name="confirmPassword" label="Confirm Password">
        {(control) => (
          <PasswordInput {...control} fieldName="Confirm password" autoComplete="new-password" />
        )}
      </FormField>
      <TermsConsentField />
      <SubmitButton
        pendingLabel="Creating account..."
        className="w-full"
        {...(registered ? { 'aria-disabled': true } : {})}
      >
        Create Account
      </SubmitButton>
    </Form>
  );
}
