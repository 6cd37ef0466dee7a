// The admin's Mail page (/api/admin/mail): queued mail that has not gone as it should. Only a
// message's metadata is shown, never its content.
import { z } from 'zod';

/**
 * `delayed`: waiting for another attempt after a failure; `failed`: given up after a week of
 * failures; `unconfirmed`: offered to the mail server with no answer, so it may have arrived and
 * is not sent again unless an admin asks.
 */
export const mailAttentionStates = ['delayed', 'failed', 'unconfirmed'] as const;
export type MailAttentionState = (typeof mailAttentionStates)[number];

export const mailAttentionCountsSchema = z.object({
  delayed: z.number().int(),
  failed: z.number().int(),
  unconfirmed: z.number().int(),
});
export type MailAttentionCounts = z.infer<typeof mailAttentionCountsSchema>;

export const mailAttentionItemSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(mailAttentionStates),
  attempts: z.number().int(),
  /** When it is tried next; null while it waits for an admin. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type MailAttentionItem = z.infer<typeof mailAttentionItemSchema>;

export const mailAttentionResponseSchema = z.object({
  counts: mailAttentionCountsSchema,
  /** The newest first, at most MAIL_ATTENTION_LIMIT. */
  messages: z.array(mailAttentionItemSchema),
});
export type MailAttentionResponse = z.infer<typeof mailAttentionResponseSchema>;

export const MAIL_ATTENTION_LIMIT = 200;

export const mailStateLabels: Record<MailAttentionState, string> = {
  delayed: 'Delayed',
  failed: 'Failed',
  unconfirmed: 'Unconfirmed',
};

export const mailOutboxTexts = {
  notFound: 'No such message.',
  notWaiting: 'This message has been sent, or is being sent now.',
  sentAgainTitle: 'Sending Again',
  sentAgain: 'The message will be sent within a few seconds.',
  none: 'All mail has been sent. Nothing is delayed or failed.',
} as const;
