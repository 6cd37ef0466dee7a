import { contactMessages, contactMessageSchema } from '#common/contact';
import { hasStatus } from '#web/lib/api';
import type { ContactMessagePayload } from '../api/send-contact-message';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * Checks the form with the same schema the server uses, so the messages match. Email is
 * required only when the visitor is signed out; a signed-in visitor's form sends none.
 */
export function validateContact(
  values: ContactValues,
  { needsEmail }: { needsEmail: boolean },
): { payload: ContactMessagePayload | null; errors: ContactErrors } {
  const result = contactMessageSchema.safeParse({
    ...values,
    email: needsEmail ? values.email.trim() : undefined,
  });
  const errors: ContactErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && isContactField(field) && !errors[field]) {
        errors[field] = issue.message;
      }
    }
  }
  if (needsEmail && !values.email.trim() && !errors.email) {
    errors.email = contactMessages.emailRequired;
  }
  if (!result.success || Object.keys(errors).length > 0) return { payload: null, errors };
  const { name, email, subject, message } = result.data;
  return { payload: { name, subject, message, ...(email ? { email } : {}) }, errors };
}

function isContactField(value: string): value is ContactField {
  return (contactFields as readonly string[]).includes(value);
}

/** The field a server validation message is about; its messages start with the field's name. */
export function fieldOfMessage(message: string): ContactField | null {
  if (/^name\b/i.test(message)) return 'name';
  if (/^subject\b/i.test(message)) return 'subject';
  if (/^message\b/i.test(message)) return 'message';
  if (/^email\b|email address/i.test(message)) return 'email';
  return null;
}

/** A wait in words: '45 seconds', '1 minute', '12 minutes' (rounded up). */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface ContactFailure {
  title: string;
  message: string;
  /** The field to show the message against, when the server named one. */
  field: ContactField | null;
}

/** What to tell the visitor when sending failed (spec 01 §8 "Contact"). */
export function contactFailure(error: unknown): ContactFailure {
  const title = contactMessages.failed.title;
  if (hasStatus(error, 429)) {
    const message =
      error.retryAfterSeconds === null
        ? 'You have sent several messages in a short time. Please try again later.'
        : `You have sent several messages in a short time. Please wait ${describeWait(error.retryAfterSeconds)} before sending another.`;
    return { title, message, field: null };
  }
  if (hasStatus(error, 400, 'invalid_input') && error.message) {
    return { title, message: error.message, field: fieldOfMessage(error.message) };
  }
  return { title, message: contactMessages.failed.message, field: null };
}
