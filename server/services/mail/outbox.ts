import { EventEmitter } from 'node:events';
import { afterCommit } from '#server/db/after-commit';
import type { Tx } from '#server/db/client';
import { mailOutbox } from '#server/db/schema/index';

export interface MailToQueue {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Lets this instance's worker send at once instead of at its next poll. */
export const outboxSignal = new EventEmitter();

/**
 * Queues a message. Pass the transaction of the change that causes the mail, so the message
 * exists exactly when the change does. The worker hears of it once that transaction has
 * committed: told sooner, it would look before the message is there to be seen.
 */
export async function enqueueMail(tx: Tx, mail: MailToQueue): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  afterCommit(() => outboxSignal.emit('enqueued'));
  return row!.id;
}
