import { contactMessages, contactMessageSchema, type ContactMessageInput } from '#common/contact';

export const contactFields = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * Checks the form with the same schema the server uses, so the messages match. Email is
 * required only when the visitor is signed out; a signed-in visitor's form sends none (the
 * server uses the account's address).
 */
export function validateContact(
  values: ContactValues,
  { needsEmail }: { needsEmail: boolean },
): { payload: ContactMessageInput | null; errors: ContactErrors } {
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

/** A wait in words: '45 seconds', '1 minute', '12 minutes' (rounded up). */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Why a message was refused after too many (spec 01 §8 "Contact"). */
export function tooManyMessagesText(retryAfterSeconds: number | null): string {
  return retryAfterSeconds === null
    ? 'You have sent several messages in a short time. Please try again later.'
    : `You have sent several messages in a short time. Please wait ${describeWait(retryAfterSeconds)} before sending another.`;
}
