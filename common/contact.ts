import { z } from 'zod';
import { plainText, type TextLines } from './text';

export const contactLimits = { name: 120, email: 254, subject: 200, message: 5000 } as const;

const required = (label: string, max: number, lines: TextLines = 'single-line') =>
  plainText(
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max} characters long.`),
    label,
    lines,
  );

/** What the contact form sends. Email is needed only from signed-out visitors. */
export const contactMessageSchema = z.object({
  name: required('Name', contactLimits.name),
  email: plainText(
    z
      .string()
      .trim()
      .max(contactLimits.email, `Email must be at most ${contactLimits.email} characters long.`),
    'Email',
  )
    .pipe(z.email('Please enter a valid email address.'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  subject: required('Subject', contactLimits.subject),
  message: required('Message', contactLimits.message, 'multi-line'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const contactMessages = {
  sent: { title: 'Message Sent', message: "Thank you for your message. We'll be in touch soon." },
  failed: {
    title: 'Message Failed',
    message: 'There was a problem sending your message. Please try again later.',
  },
  emailRequired: 'Email is required.',
} as const;
