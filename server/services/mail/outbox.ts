import { EventEmitter } from 'node:events';
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
 * Queues a message. Pass the transaction of the change that causes the mail,
 * so the message exists exactly when the change does.
 */
export async function enqueueMail(tx: Tx, mail: MailToQueue): Promise<string> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  outboxSignal.emit('enqueued');
  return row!.id;
}
