import { useRef, useState, type FormEvent } from 'react';
import type { ButtonVariant } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { errorMessage, hasStatus } from '#web/lib/api';
import { codeMessages } from '../lib/two-factor-codes';
import { FormActions } from './form-actions';
import { PasswordInput } from './password-input';

type PasswordConfirmFormProps = {
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
  /** Does the work; a wrong password is shown at the field, other failures under it. */
  onSubmit: (password: string) => Promise<void>;
  onCancel?: () => void;
};

/** Asks for the account's password again before a change to how it signs in. */
export function PasswordConfirmForm({
  submitLabel,
  busyLabel,
  variant,
  onSubmit,
  onCancel,
}: PasswordConfirmFormProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!password) {
      setError(codeMessages.passwordMissing);
      input.current?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await onSubmit(password);
    } catch (failure) {
      setError(
        hasStatus(failure, 400, 'invalid_password')
          ? codeMessages.wrongPassword
          : errorMessage(failure),
      );
      input.current?.focus();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <Field label="Password" error={error}>
        {(control) => (
          <PasswordInput
            {...control}
            ref={input}
            fieldName="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <FormActions
        submitting={submitting}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        variant={variant}
        onCancel={onCancel}
      />
    </form>
  );
}
