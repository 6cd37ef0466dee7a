import { useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { contactLimits, contactMessages } from '#common/contact';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Textarea } from '#web/components/ui/textarea';
import { notify } from '#web/lib/notify';
import { sendContactMessage } from '../api/send-contact-message';
import {
  contactFailure,
  contactFields,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../lib/contact-form';

type ContactFormProps = {
  /**
   * The signed-in user's address, or null for a visitor. A signed-in user is not asked for an
   * address: the server replies to the account's (spec 01 §5).
   */
  accountEmail: string | null;
  /** Where the fields start, and return to after a message is sent. */
  initialValues: ContactValues;
};

/** The contact form: checked here with the server's own rules, then sent to POST /api/contact. */
export function ContactForm({ accountEmail, initialValues }: ContactFormProps) {
  const needsEmail = accountEmail === null;
  const [values, setValues] = useState<ContactValues>(initialValues);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const controls = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement>>>(
    {},
  );

  const visibleFields = contactFields.filter((field) => field !== 'email' || needsEmail);
  const focusFirst = (found: ContactErrors) =>
    controls.current[visibleFields.find((field) => found[field]) ?? 'name']?.focus();

  function change(field: ContactField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first try, messages follow the typing so a fixed field loses its error at once.
    if (attempted) setErrors(validateContact(next, { needsEmail }).errors);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    setFormError(null);
    const { payload, errors: found } = validateContact(values, { needsEmail });
    setErrors(found);
    if (!payload) {
      focusFirst(found);
      return;
    }
    setSubmitting(true);
    try {
      await sendContactMessage(payload);
    } catch (error) {
      const failure = contactFailure(error);
      notify.error(failure.title, failure.message);
      if (failure.field && visibleFields.includes(failure.field)) {
        const shown = { [failure.field]: failure.message };
        setErrors(shown);
        focusFirst(shown);
      } else {
        setFormError(failure.message);
      }
      setSubmitting(false);
      return;
    }
    notify.success(contactMessages.sent.title, contactMessages.sent.message);
    setValues(initialValues);
    setErrors({});
    setAttempted(false);
    setSubmitting(false);
  }

  const bind = (field: ContactField) => ({
    name: field,
    value: values[field],
    maxLength: contactLimits[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      if (element) controls.current[field] = element;
      else delete controls.current[field];
    },
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-slate-600">
        All fields are required.
      </p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <Field label="Name" error={errors.name}>
        {(control) => <Input {...control} {...bind('name')} autoComplete="name" />}
      </Field>
      {needsEmail ? (
        <Field label="Email" error={errors.email}>
          {(control) => (
            <Input
              {...control}
              {...bind('email')}
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </Field>
      ) : (
        <p className="rounded-md bg-brand-50 px-4 py-3 text-sm text-slate-700">
          You are signed in, so we will reply to your account&apos;s address,{' '}
          <strong className="font-semibold break-all text-slate-900">{accountEmail}</strong>.
        </p>
      )}
      <Field label="Subject" error={errors.subject}>
        {(control) => <Input {...control} {...bind('subject')} />}
      </Field>
      <Field
        label="Message"
        error={errors.message}
        hint={`Up to ${contactLimits.message.toLocaleString('en-US')} characters.`}
      >
        {(control) => <Textarea {...control} {...bind('message')} rows={6} />}
      </Field>
      <Button type="submit" aria-disabled={submitting || undefined}>
        <Send aria-hidden="true" />
        {submitting ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
