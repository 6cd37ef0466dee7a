// The admin's Mail page (/api/admin/mail): queued mail that has not gone as it should. Only a
// message's metadata is shown, never its content.

/**
 * `delayed`: waiting for another attempt after a failure; `failed`: given up after a week of
 * failures; `unconfirmed`: offered to the mail server with no answer, so it may have arrived and
 * is not sent again unless an admin asks.
 */
export type MailAttentionState = 'delayed' | 'failed' | 'unconfirmed';

export interface MailAttentionCounts {
  delayed: number;
  failed: number;
  unconfirmed: number;
}

export interface MailAttentionItem {
  id: string;
  kind: string;
  to: string;
  subject: string;
  state: MailAttentionState;
  attempts: number;
  /** When it is tried next; null while it waits for an admin. */
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface MailAttentionResponse {
  counts: MailAttentionCounts;
  /** The newest first, at most MAIL_ATTENTION_LIMIT. */
  messages: MailAttentionItem[];
}

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
