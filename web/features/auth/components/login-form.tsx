import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthLink } from './auth-link';
import { z } from 'zod';
import { storageKeys } from '#common/auth/constants';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { useSignIn } from '../api/sign-in';
import { useStartSso } from '../api/sign-in-sso';
import { localStore, writeItem } from '../lib/browser-state';
import { isSsoRequired, ssoTexts } from '../lib/sso-sign-in';
import { PasswordInput } from '#web/components/ui/password-input';

const MISSING = 'Please enter both email and password';

const schema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine(({ email, password }, ctx) => {
    // One message, on the first empty field (spec 01 §8 "Login").
    if (!email.trim()) ctx.addIssue({ code: 'custom', path: ['email'], message: MISSING });
    else if (!password) ctx.addIssue({ code: 'custom', path: ['password'], message: MISSING });
  });

type LoginFormProps = {
  defaultEmail: string;
  /** Why the person is asked for their password again (a second step that expired). */
  restartMessage: string | null;
  /** The page the person was going to, where single sign-on brings them back. */
  requested: string | null;
  /** The password was right: `twoFactorRequired` says whether a code is asked next. */
  onSignedIn: (result: { email: string; twoFactorRequired: boolean }) => Promise<void> | void;
};

/**
 * The password step of signing in (spec 01 §5 "Login"). An address that signs in with single
 * sign-on is refused a password: it goes to its identity provider instead.
 */
export function LoginForm({ defaultEmail, restartMessage, requested, onSignedIn }: LoginFormProps) {
  const navigate = useNavigate();
  const form = useAppForm(schema, { email: defaultEmail, password: '' });
  const signIn = useSignIn();
  const startSso = useStartSso();
  const [toProvider, setToProvider] = useState(false);
  const { setError, setFocus } = form;

  useEffect(() => {
    if (!defaultEmail && !restartMessage) return;
    if (restartMessage) setError('root.server', { type: 'server', message: restartMessage });
    // The password is asked again: keyboard users land in its field.
    setFocus('password');
  }, [defaultEmail, restartMessage, setError, setFocus]);

  async function onSubmit(values: z.output<typeof schema>) {
    const email = values.email.trim();
    try {
      const { twoFactorRequired } = await signIn.mutateAsync(values);
      await onSignedIn({ email, twoFactorRequired });
    } catch (failure) {
      if (isSsoRequired(failure)) {
        setToProvider(true);
        try {
          await startSso.mutateAsync({ email, requested });
        } finally {
          setToProvider(false);
        }
        return;
      }
      if (!hasStatus(failure, 403, 'email_not_verified')) throw failure;
      writeItem(localStore(), storageKeys.pendingVerificationEmail, email);
      notify.info(
        'Please verify your email',
        'Confirm your email address with the link we sent you, then sign in.',
      );
      await navigate('/check-email', { state: { email } });
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormField name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField name="password" label="Password">
        {(control) => (
          <PasswordInput {...control} fieldName="Password" autoComplete="current-password" />
        )}
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <AuthLink to="/forgot-password">Forgot password?</AuthLink>
      </p>
      <SubmitButton
        pendingLabel={toProvider ? 'Going to single sign-on...' : 'Signing in...'}
        className="w-full"
      >
        Sign In
      </SubmitButton>
      {toProvider && (
        <p role="status" className="text-sm text-slate-700">
          {ssoTexts.goingToProvider}
        </p>
      )}
    </Form>
  );
}
