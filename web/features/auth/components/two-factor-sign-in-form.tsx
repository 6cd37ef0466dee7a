import { useRef, useState, type FormEvent } from 'react';
import { TRUST_DEVICE_DAYS } from '#common/auth/two-factor';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { hasStatus } from '#web/lib/api';
import { verifySignInCode, type SignInCodeKind } from '../api/verify-sign-in-code';
import { authenticatorCode, codeMessages, signInCodeFailure } from '../lib/two-factor-codes';
import { OneTimeCodeInput } from './one-time-code-input';

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
  const [kind, setKind] = useState<SignInCodeKind>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function switchKind() {
    setKind((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setError(null);
    setFormError(null);
    // The field changed meaning: keyboard users continue in it.
    requestAnimationFrame(() => input.current?.focus());
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const typed = kind === 'totp' ? authenticatorCode(code) : code.trim() || null;
    if (!typed) {
      setError(kind === 'totp' ? codeMessages.authenticatorFormat : codeMessages.backupMissing);
      input.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await verifySignInCode({ kind, code: typed, trustDevice });
    } catch (failure) {
      setSubmitting(false);
      const { restart, message } = signInCodeFailure(failure);
      if (restart) {
        onRestart(message);
        return;
      }
      if (hasStatus(failure, 401)) setError(message);
      else setFormError(message);
      input.current?.focus();
      return;
    }
    await onVerified();
  }

  const totp = kind === 'totp';
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field
        label={totp ? 'Authentication code' : 'Backup code'}
        hint={
          totp
            ? 'The 6-digit code your authenticator app shows for this account.'
            : 'One of the backup codes you saved when you set up two-factor sign-in. Each works once.'
        }
        error={error}
      >
        {(control) =>
          totp ? (
            <OneTimeCodeInput
              {...control}
              key="totp"
              ref={input}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          ) : (
            <Input
              {...control}
              key="backup"
              ref={input}
              name="backup-code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={32}
              className="font-mono"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )
        }
      </Field>
      <div className="flex items-start gap-2">
        <input
          id="trust-device"
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-brand-900"
        />
        <label htmlFor="trust-device" className="text-sm text-slate-800">
          Trust this device for {TRUST_DEVICE_DAYS} days
          <span className="block text-slate-600">
            Skip the code when you sign in again on this browser. Not on a shared computer.
          </span>
        </label>
      </div>
      <Button type="submit" className="w-full" aria-disabled={submitting || undefined}>
        {submitting ? 'Verifying...' : 'Verify'}
      </Button>
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
    </form>
  );
}
