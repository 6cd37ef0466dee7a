import { z } from 'zod';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { useAppForm } from '#web/components/form/use-app-form';
import type { ButtonVariant } from '#web/components/ui/button';
import { codeMessages } from '../lib/two-factor-codes';
import { FormActions } from './form-actions';
import { PasswordInput } from '#web/components/ui/password-input';

const schema = z.object({ password: z.string().min(1, codeMessages.passwordMissing) });

type PasswordConfirmFormProps = {
  submitLabel: string;
  busyLabel: string;
  variant?: ButtonVariant;
  /** Does the work; what it throws is shown at the field the server named, or above it. */
  onSubmit: (password: string) => Promise<unknown>;
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
  const form = useAppForm(schema, { password: '' });

  return (
    <Form
      form={form}
      onSubmit={({ password }) => onSubmit(password)}
      className="max-w-md space-y-4"
    >
      <FormField name="password" label="Password">
        {(control) => (
          <PasswordInput {...control} fieldName="Password" autoComplete="current-password" />
        )}
      </FormField>
      <FormActions
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        variant={variant}
        onCancel={onCancel}
      />
    </Form>
  );
}
