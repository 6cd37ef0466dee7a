import { EventEmitter } from 'node:events';
import { afterCommit } from '#server/db/after-commit';
import type { Db } from '#server/db/client';
import { mailOutbox, type MailAttachment } from '#server/db/schema/index';

export interface MailToQueue {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Mails of one batch are gathered into one while unsent (see the mail_outbox table). */
  batchKey?: string;
  batch?: unknown[];
  /** Stored files sent with it, by reference: the worker reads them as it sends. */
  attachments?: MailAttachment[];
  /** Not before this time; now when not given. */
  sendAt?: Date;
}

/** Lets this instance's worker send at once instead of at its next poll. */
export const outboxSignal = new EventEmitter();

/**
 * Queues a message. Pass the transaction of the change that causes the mail, so the message
 * exists exactly when the change does. The worker hears of it once that transaction has
 * committed: told sooner, it would look before the message is there to be seen.
 */
export async function enqueueMail(tx: Db, mail: MailToQueue): Promise<string> {
  const { sendAt, ...fields } = mail;
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...fields, ...(sendAt && { nextAttemptAt: sendAt }) })
    .returning({ id: mailOutbox.id });
  afterCommit(tx, () => outboxSignal.emit('enqueued'));
  return row!.id;
}
