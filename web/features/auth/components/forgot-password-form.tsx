import { z } from 'zod';
import { isEmailLike } from '#common/auth/email';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { useRequestPasswordReset } from '../api/request-password-reset';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address')
    .refine(isEmailLike, 'Please enter a valid email address'),
});

/** Asks for a reset link (spec 01 §5 "Forgot password"); `onSent` gets the address. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const form = useAppForm(schema, { email: '' });
  const requestReset = useRequestPasswordReset();

  async function onSubmit({ email }: z.output<typeof schema>) {
    await requestReset.mutateAsync(email);
    onSent(email);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormField name="email" label="Email">
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <SubmitButton pendingLabel="Sending..." className="w-full">
        Send Reset Link
      </SubmitButton>
    </Form>
  );
}
