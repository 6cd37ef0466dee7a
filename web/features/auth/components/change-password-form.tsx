import { useRef, useState, type FormEvent } from 'react';
import { passwordChangeProblems } from '../../../../common/auth/password';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/change-password';
import { useRefreshSession } from '../hooks/use-refresh-session';
import { passwordChangeFailure, type PasswordChangeField } from '../lib/messages';
import { PasswordInput } from './password-input';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
const order: PasswordChangeField[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The Settings tab's password change (spec 02 "Settings tab", §5 "Password change"). */
export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const refreshSession = useRefreshSession();
  const inputs = useRef<Partial<Record<PasswordChangeField, HTMLInputElement | null>>>({});

  function update(field: PasswordChangeField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // An edited field's message is out of date.
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  function reset() {
    if (submitting) return;
    setValues(empty);
    setErrors({});
    setFormError(null);
  }

  function focusFirst(problems: Partial<Record<PasswordChangeField, string>>) {
    const first = order.find((field) => problems[field]);
    if (first) inputs.current[first]?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const problems = passwordChangeProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    setSubmitting(true);
    try {
      await changePassword(values);
    } catch (error) {
      const failure = passwordChangeFailure(error);
      if (failure.field) {
        const next = { [failure.field]: failure.message };
        setErrors(next);
        focusFirst(next);
      } else {
        setFormError(failure.message);
      }
      notify.error('Error', failure.message);
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    setValues(empty);
    setErrors({});
    notify.success('Success', 'Your password has been updated.');
    // The profile's last password change is new.
    void refreshSession().catch(() => undefined);
  }

  const fields: { name: PasswordChangeField; label: string; autoComplete: string }[] = [
    { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
    { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
    { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      {fields.map(({ name, label, autoComplete }) => (
        <Field
          key={name}
          label={label}
          error={errors[name]}
          hint={
            name === 'newPassword'
              ? 'At least 8 characters, with an uppercase letter and a number.'
              : undefined
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              fieldName={label}
              name={name}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(event) => update(name, event.target.value)}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={reset} aria-disabled={submitting || undefined}>
          Reset
        </Button>
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
