import { z } from 'zod';
import { TRUST_DEVICE_DAYS } from '#common/auth/two-factor';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { SignInExpiredError, useVerifySignInCode } from '../api/verify-sign-in-code';
import { authenticatorCode, codeMessages } from '../lib/two-factor-codes';
import { OneTimeCodeInput } from '#web/components/ui/one-time-code-input';

const schema = z
  .object({ kind: z.enum(['totp', 'backup']), code: z.string(), trustDevice: z.boolean() })
  .superRefine(({ kind, code }, ctx) => {
    if (kind === 'totp' && !authenticatorCode(code))
      ctx.addIssue({ code: 'custom', path: ['code'], message: codeMessages.authenticatorFormat });
    if (kind === 'backup' && !code.trim())
      ctx.addIssue({ code: 'custom', path: ['code'], message: codeMessages.backupMissing });
  });

type Values = z.output<typeof schema>;

type TwoFactorSignInFormProps = {
  /** The code was accepted: the session exists now. */
  onVerified: () => Promise<void>;
  /** The pending sign-in is gone: start again at the password, saying why. */
  onRestart: (message: string) => void;
};

/**
 * The second step of signing in: the code from the authenticator app, or a backup code instead,
 * and whether to trust this browser for a while.
 */
export function TwoFactorSignInForm({ onVerified, onRestart }: TwoFactorSignInFormProps) {
  const form = useAppForm(schema, { kind: 'totp', code: '', trustDevice: false });
  const verify = useVerifySignInCode();
  const totp = form.watch('kind') === 'totp';

  function switchKind() {
    form.reset({ ...form.getValues(), kind: totp ? 'backup' : 'totp', code: '' });
    // The field changed meaning: keyboard users continue in it.
    requestAnimationFrame(() => form.setFocus('code'));
  }

  async function onSubmit({ kind, code, trustDevice }: Values) {
    const typed = kind === 'totp' ? (authenticatorCode(code) ?? '') : code.trim();
    try {
      await verify.mutateAsync({ kind, code: typed, trustDevice });
    } catch (failure) {
      if (failure instanceof SignInExpiredError) return onRestart(failure.message);
      throw failure;
    }
    await onVerified();
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormField
        name="code"
        label={totp ? 'Authentication code' : 'Backup code'}
        hint={
          totp
            ? 'The 6-digit code your authenticator app shows for this account.'
            : 'One of the backup codes you saved when you set up two-factor sign-in. Each works once.'
        }
      >
        {(control) =>
          totp ? (
            <OneTimeCodeInput {...control} key="totp" />
          ) : (
            <Input
              {...control}
              key="backup"
              name="backup-code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              className="font-mono"
            />
          )
        }
      </FormField>
      <div className="flex items-start gap-2">
        <input
          id="trust-device"
          type="checkbox"
          {...form.register('trustDevice')}
          className="mt-0.5 size-4 shrink-0 accent-brand-900"
        />
        <label htmlFor="trust-device" className="text-sm text-slate-800">
          Trust this device for {TRUST_DEVICE_DAYS} days
          <span className="block text-slate-600">
            Skip the code when you sign in again on this browser. Not on a shared computer.
          </span>
        </label>
      </div>
      <SubmitButton pendingLabel="Verifying..." className="w-full">
        Verify
      </SubmitButton>
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
        >
          {totp ? 'Use a backup code instead' : 'Use your authenticator app instead'}
        </button>
        <button
          type="button"
          onClick={() => onRestart('')}
          className="text-slate-700 underline underline-offset-4 hover:text-brand-900"
        >
          Back to sign in
        </button>
      </div>
    </Form>
  );
}
