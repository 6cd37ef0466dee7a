import { z } from 'zod';
import { passwordChangeProblems } from '#common/auth/password';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from '#web/components/ui/password-input';

const schema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(passwordChangeProblems(values))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

const fields = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** The Settings tab's password change (spec 02 "Settings tab", §5 "Password change"). */
export function ChangePasswordForm() {
  const form = useAppForm(schema, empty);
  const changePassword = useChangePassword();

  async function onSubmit(values: typeof empty) {
    await changePassword.mutateAsync(values);
    form.reset(empty);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md space-y-5">
      {fields.map(({ name, label, autoComplete }) => (
        <FormField
          key={name}
          name={name}
          label={label}
          hint={
            name === 'newPassword'
              ? 'At least 8 characters, with an uppercase letter and a number.'
              : undefined
          }
        >
          {(control) => (
            <PasswordInput {...control} fieldName={label} autoComplete={autoComplete} />
          )}
        </FormField>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => !form.formState.isSubmitting && form.reset(empty)}
          aria-disabled={form.formState.isSubmitting || undefined}
        >
          Reset
        </Button>
        <SubmitButton pendingLabel="Updating...">Update Password</SubmitButton>
      </div>
    </Form>
  );
}
