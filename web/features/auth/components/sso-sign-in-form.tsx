import { z } from 'zod';
import { isEmailLike } from '#common/auth/email';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { useStartSso } from '../api/sign-in-sso';
import { INVALID_EMAIL } from '../lib/messages';

const schema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your work email address')
    .refine(isEmailLike, INVALID_EMAIL),
});

/**
 * Single sign-on: only the work email address, whose domain says which identity provider to
 * go to. A refusal (no provider for that domain) is said on the email box.
 */
export function SsoSignInForm({
  defaultEmail,
  requested,
}: {
  defaultEmail: string;
  /** The page the person was going to, where single sign-on brings them back. */
  requested: string | null;
}) {
  const form = useAppForm(schema, { email: defaultEmail });
  const startSso = useStartSso();
  return (
    <Form
      form={form}
      aria-label="Single sign-on"
      className="space-y-5"
      onSubmit={({ email }) => startSso.mutateAsync({ email, requested })}
    >
      <FormField
        name="email"
        label="Work email"
        hint="Your organisation's sign-in page opens next."
      >
        {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <SubmitButton pendingLabel="Going to single sign-on..." className="w-full">
        Continue
      </SubmitButton>
    </Form>
  );
}
