import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import type { Mailer } from '../providers/mail/mailer';
import { outboxSignal } from '../services/mail/outbox';
import { claimDue, createQueueWorker } from './queue-worker';

export const MAX_ATTEMPTS = 10;
const LEASE_SECONDS = 120;
const BATCH = 10;

/** Seconds to wait after the nth failed attempt: 5 s doubling, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** (attempts - 1), 3600);
}

interface Claimed {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  from: string;
  /** Host part of each Message-ID. */
  messageIdHost: string;
  pollMs?: number;
}

/**
 * Sends queued mail. Each instance claims a batch with FOR UPDATE SKIP LOCKED and a lease,
 * so two instances never hold the same message, and a message whose sender died is
 * claimed again once its lease runs out.
 */
export function createOutboxWorker({
  db,
  mailer,
  from,
  messageIdHost,
  pollMs = 2_000,
}: OutboxWorkerOptions) {
  const claim = () =>
    claimDue<Claimed>(db, {
      table: 'mail_outbox',
      working: 'sending',
      returning: 'id, "to", reply_to, subject, text, html, attempts',
      leaseSeconds: LEASE_SECONDS,
      batch: BATCH,
    });

  async function deliver(message: Claimed): Promise<void> {
    try {
      await mailer.send({
        messageId: `<${message.id}@${messageIdHost}>`,
        from,
        to: message.to,
        replyTo: message.reply_to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db
        .update(mailOutbox)
        .set({ state: 'sent', sentAt: new Date(), leaseUntil: null, lastError: null })
        .where(eq(mailOutbox.id, message.id));
    } catch (error) {
      const failed = message.attempts >= MAX_ATTEMPTS;
      logger.warn('mail not sent', {
        id: message.id,
        attempts: message.attempts,
        failed,
        error: errorMessage(error),
      });
      await db
        .update(mailOutbox)
        .set({
          state: failed ? 'failed' : 'pending',
          leaseUntil: null,
          lastError: errorMessage(error).slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(message.attempts)})`,
        })
        .where(eq(mailOutbox.id, message.id));
    }
  }

  return createQueueWorker({
    name: 'outbox',
    claim,
    handle: deliver,
    signal: outboxSignal,
    pollMs,
  });
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
