import { z } from 'zod';
import { resetPasswordProblem } from '#common/auth/password';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { ResetLinkInvalidError, useResetPassword } from '../api/reset-password';

import { PasswordInput } from '#web/components/ui/password-input';

const schema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    const problem = resetPasswordProblem(newPassword, confirmPassword);
    if (!problem) return;
    const path = problem === 'Passwords do not match' ? 'confirmPassword' : 'newPassword';
    ctx.addIssue({ code: 'custom', path: [path], message: problem });
  });

type ResetPasswordFormProps = {
  token: string;
  onDone: () => void;
  /** The link stopped working: say so instead of the form. */
  onInvalid: (message: string) => void;
};

/** The new password for a reset link (spec 01 §5 "Reset password"). */
export function ResetPasswordForm({ token, onDone, onInvalid }: ResetPasswordFormProps) {
  const form = useAppForm(schema, { newPassword: '', confirmPassword: '' });
  const reset = useResetPassword();

  async function onSubmit({ newPassword }: z.output<typeof schema>) {
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (failure) {
      if (failure instanceof ResetLinkInvalidError) return onInvalid(failure.message);
      throw failure;
    }
    onDone();
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <FormField name="newPassword" label="New Password" hint="At least 8 characters">
        {(control) => (
          <PasswordInput {...control} fieldName="New password" autoComplete="new-password" />
        )}
      </FormField>
      <FormField name="confirmPassword" label="Confirm New Password">
        {(control) => (
          <PasswordInput
            {...control}
            fieldName="Confirm new password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <SubmitButton pendingLabel="Resetting..." className="w-full">
        Reset Password
      </SubmitButton>
    </Form>
  );
}
