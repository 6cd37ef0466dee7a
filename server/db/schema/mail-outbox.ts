import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** A stored file a message carries (a signer's sealed agreement). */
export interface MailAttachment {
  storageKey: string;
  filename: string;
  contentType: string;
}

/**
 * Every e-mail is written here first (in the transaction of the change that caused it)
 * and sent by the outbox worker, so nothing is lost when the mail server is down.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What kind of message, e.g. 'verify-email'; for logs and tests, never for routing. */
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    /** Where a reply goes, e.g. the visitor who wrote through the contact form. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * `sending`: claimed, its content not yet offered to the mail server; `delivering`: the
     * content may have reached the server, so it is never sent again without an admin;
     * `unconfirmed`: a delivering message whose outcome never came back (ADR 4).
     */
    state: text('state', {
      enum: ['pending', 'sending', 'delivering', 'sent', 'failed', 'unconfirmed'],
    })
      .notNull()
      .default('pending'),
    /** Counts claims; the claim with the current count is the only one that may write. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** Held while claimed and renewed while it is sent; a `sending` message whose lease ran out (its sender died) is claimed again. */
    leaseUntil: at('lease_until'),
    /** Failures are retried until then; after it the message is `failed` (Send again restarts it). */
    giveUpAt: at('give_up_at')
      .notNull()
      .default(sql`now() + interval '7 days'`),
    lastError: text('last_error'),
    /**
     * Mails with one key (a recipient's conversation notices) are one batch: a new notice joins
     * the batch's unsent mail, listed in `batch`, rather than becoming another mail.
     */
    batchKey: text('batch_key'),
    batch: jsonb('batch').$type<unknown[]>(),
    /**
     * Files sent with the message, by their storage key: read from storage as it is sent, so
     * the row stays small and the bytes stay where the file's own rules keep them.
     */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending', 'delivering')`),
    /** What admins are shown: delayed, failed and unconfirmed mail. */
    index('mail_outbox_attention_idx')
      .on(t.createdAt.desc())
      .where(
        sql`${t.state} in ('failed', 'unconfirmed') or (${t.state} = 'pending' and ${t.attempts} > 0)`,
      ),
    index('mail_outbox_batch_idx')
      .on(t.batchKey, t.createdAt.desc())
      .where(sql`${t.batchKey} is not null`),
  ],
);
