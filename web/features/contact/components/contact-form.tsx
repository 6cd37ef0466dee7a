import { Send } from 'lucide-react';
import { z } from 'zod';
import { contactLimits } from '#common/contact';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFields, validateContact, type ContactValues } from '../lib/contact-form';

/** The form's values, checked with the server's own rules so the messages match. */
function contactSchema(needsEmail: boolean) {
  return z
    .object({ name: z.string(), email: z.string(), subject: z.string(), message: z.string() })
    .superRefine((values, ctx) => {
      const { errors } = validateContact(values, { needsEmail });
      for (const field of contactFields) {
        const message = errors[field];
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

type ContactFormProps = {
  /**
   * The signed-in user's address, or null for a visitor. A signed-in user is not asked for an
   * address: the server replies to the account's (spec 01 §5).
   */
  accountEmail: string | null;
  /** Where the fields start, and return to after a message is sent. */
  initialValues: ContactValues;
};

/** The contact form, sent to POST /api/contact. */
export function ContactForm({ accountEmail, initialValues }: ContactFormProps) {
  const needsEmail = accountEmail === null;
  const form = useAppForm(contactSchema(needsEmail), initialValues);
  const send = useSendContactMessage();

  async function onSubmit(values: ContactValues) {
    const { payload } = validateContact(values, { needsEmail });
    if (!payload) return;
    await send.mutateAsync(payload);
    form.reset(initialValues);
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-slate-600">All fields are required.</p>
      <FormField name="name" label="Name">
        {(control) => <Input {...control} maxLength={contactLimits.name} autoComplete="name" />}
      </FormField>
      {needsEmail ? (
        <FormField name="email" label="Email">
          {(control) => (
            <Input
              {...control}
              maxLength={contactLimits.email}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </FormField>
      ) : (
        <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-700">
          You are signed in, so we will reply to your account&apos;s address,{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">
            {accountEmail}
          </strong>
          .
        </p>
      )}
      <FormField name="subject" label="Subject">
        {(control) => <Input {...control} maxLength={contactLimits.subject} />}
      </FormField>
      <FormField
        name="message"
        label="Message"
        hint={`Up to ${contactLimits.message.toLocaleString('en-US')} characters.`}
      >
        {(control) => <Textarea {...control} maxLength={contactLimits.message} rows={6} />}
      </FormField>
      <SubmitButton pendingLabel="Sending...">
        <Send aria-hidden="true" />
        Send Message
      </SubmitButton>
    </Form>
  );
}
