import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../db/client';
import type { OutageLog } from '../db/outage';
import { mailOutbox, type MailAttachment } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import { refusedByServer, type Mailer, type OutgoingMail } from '../providers/mail/mailer';
import type { Storage } from '../providers/storage/storage';
import { outboxSignal } from '../services/mail/outbox';
import { claimDue, createQueueWorker } from './queue-worker';

/** Longer than a whole SMTP exchange may take (providers/mail/smtp-mailer.ts), and renewed while it runs. */
export const LEASE_SECONDS = 120;
const BATCH = 10;

/**
 * Seconds to wait after the nth failed attempt: 5 s doubling, at most 10 minutes. Failures are
 * retried until the message's `give_up_at` (a week after it was queued).
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.min(attempts - 1, 16), 600);
}

interface Claimed {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
}

type WorkingState = 'sending' | 'delivering' | 'unconfirmed';

/**
 * The row as this worker claimed it, in one of `states`. Each claim counts an attempt, so once a
 * lease has run out and another instance has claimed the row, the first may no longer write.
 */
const stillOurs = (message: Claimed, states: WorkingState[]) =>
  and(
    eq(mailOutbox.id, message.id),
    eq(mailOutbox.attempts, message.attempts),
    inArray(mailOutbox.state, states),
  );

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Where the files a message carries are kept; needed once a message carries one. */
  storage?: Storage;
  from: string;
  /** Host part of each Message-ID. */
  messageIdHost: string;
  pollMs?: number;
  leaseSeconds?: number;
  /** Where a database that cannot be reached is said, once per outage (db/outage.ts). */
  outage?: Pick<OutageLog, 'unavailable' | 'down'>;
}

/**
 * Sends queued mail, each message at most once by the portal's own doing (ADR 4). Each instance
 * claims a batch with FOR UPDATE SKIP LOCKED and a lease it renews while sending, so two
 * instances never hold the same message. A message whose sender died before offering its
 * content is claimed again once its lease runs out; one whose content may have reached the mail
 * server is never sent again without an admin.
 */
export function createOutboxWorker({
  db,
  mailer,
  storage,
  from,
  messageIdHost,
  pollMs = 2_000,
  leaseSeconds = LEASE_SECONDS,
  outage,
}: OutboxWorkerOptions) {
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;

  async function claim(): Promise<Claimed[]> {
    await settleAbandoned();
    return claimDue<Claimed>(db, {
      table: 'mail_outbox',
      working: 'sending',
      returning: 'id, "to", reply_to, subject, text, html, attachments, attempts',
      leaseSeconds,
      batch: BATCH,
    });
  }

  /** Messages whose sender died (or lost the database) after offering the content. */
  async function settleAbandoned(): Promise<void> {
    const settled = await db
      .update(mailOutbox)
      .set({
        state: 'unconfirmed',
        leaseUntil: null,
        lastError: 'The sender stopped after offering the message to the mail server.',
      })
      .where(and(eq(mailOutbox.state, 'delivering'), sql`${mailOutbox.leaseUntil} < now()`))
      .returning({ id: mailOutbox.id });
    for (const { id } of settled)
      logger.error('mail may have been delivered, not sent again', { id });
  }

  /**
   * The message's files, read before anything is offered to the mail server: a file that cannot
   * be read is a failed attempt, retried like any other, never a mail sent without it.
   */
  async function attachmentsOf(message: Claimed): Promise<OutgoingMail['attachments']> {
    if (!message.attachments?.length) return undefined;
    return Promise.all(
      message.attachments.map(async ({ storageKey, filename, contentType }) => {
        const stored = await storage?.get(storageKey);
        if (!stored) throw new Error(`The attached file "${filename}" is no longer stored.`);
        return { filename, contentType, content: await buffer(stored.body) };
      }),
    );
  }

  /** Keeps the lease while the message is being sent; a lost claim is simply not renewed. */
  const renew = (message: Claimed) =>
    db
      .update(mailOutbox)
      .set({ leaseUntil: lease })
      .where(stillOurs(message, ['sending', 'delivering']));

  /** The lease, checked and moved on, at the moment the content may start to leave. */
  async function offerContent(message: Claimed): Promise<void> {
    const [held] = await db
      .update(mailOutbox)
      .set({ state: 'delivering', leaseUntil: lease })
      .where(and(stillOurs(message, ['sending']), sql`${mailOutbox.leaseUntil} > now()`))
      .returning({ id: mailOutbox.id });
    if (!held) throw new Error('The claim on this message ran out before it was sent.');
  }

  /**
   * After an outage: every delayed message is due now, not at its next back-off step. Done once
   * a message that had failed goes through, or any message once the server was unreachable.
   */
  const hurryDelayed = () =>
    db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(mailOutbox.state, 'pending'),
          gt(mailOutbox.attempts, 0),
          sql`${mailOutbox.nextAttemptAt} > now()`,
        ),
      );

  // Set when a send could not reach the mail server (as opposed to the server refusing one
  // message): once any message goes through again, the server is back for all of them.
  let serverWasUnreachable = false;

  async function deliver(message: Claimed): Promise<void> {
    let offered = false;
    const renewal = setInterval(
      () =>
        void renew(message).catch((error) =>
          logger.warn('mail lease not renewed', { id: message.id, error: errorMessage(error) }),
        ),
      (leaseSeconds * 1000) / 4,
    );
    try {
      await mailer.send(
        {
          messageId: `<${message.id}@${messageIdHost}>`,
          from,
          to: message.to,
          replyTo: message.reply_to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: await attachmentsOf(message),
        },
        {
          beforeContent: async () => {
            await offerContent(message);
            offered = true;
          },
        },
      );
      clearInterval(renewal);
      // Also over `unconfirmed`: a send that outlived its lease did go after all.
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null })
        .where(stillOurs(message, ['sending', 'delivering', 'unconfirmed']));
      if (message.attempts > 1 || serverWasUnreachable) {
        serverWasUnreachable = false;
        await hurryDelayed();
      }
    } catch (error) {
      clearInterval(renewal);
      const lastError = errorMessage(error).slice(0, 1000);
      if (offered && !refusedByServer(error)) {
        // The server may have taken it: only an admin sends it again (ADR 4).
        logger.error('mail may have been delivered, not sent again', {
          id: message.id,
          error: lastError,
        });
        await db
          .update(mailOutbox)
          .set({ state: 'unconfirmed', leaseUntil: null, lastError })
          .where(stillOurs(message, ['delivering']));
        return;
      }
      if (!refusedByServer(error)) serverWasUnreachable = true;
      logger.warn('mail not sent', {
        id: message.id,
        attempts: message.attempts,
        error: lastError,
      });
      await db
        .update(mailOutbox)
        .set({
          state: sql`case when ${mailOutbox.giveUpAt} <= now() then 'failed' else 'pending' end`,
          leaseUntil: null,
          lastError,
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
        })
        .where(stillOurs(message, ['sending', 'delivering']));
    }
  }

  return createQueueWorker({
    name: 'outbox',
    claim,
    handle: deliver,
    signal: outboxSignal,
    pollMs,
    outage,
  });
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
