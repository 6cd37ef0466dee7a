import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutboxTexts } from '#common/mail-outbox';
import { afterCommit } from '#server/db/after-commit';
import type { Db } from '#server/db/client';
import { mailOutbox as m } from '#server/db/schema/index';
import { AppError } from '#server/http/errors';
import type { Actor, RequestInfo } from '#server/http/request-context';
import { recordAudit } from '../audit/record-audit';
import { outboxSignal } from './outbox';

/**
 * An admin's "Send again": a delayed, failed or unconfirmed message is due now, with a new week
 * of retries. Audited. One that is sent, or being sent, is left alone (409).
 */
export async function sendMailAgain(
  db: Db,
  { actor, id, request }: { actor: Actor; id: string; request: RequestInfo },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ kind: m.kind, to: m.to, state: m.state, attempts: m.attempts })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', mailOutboxTexts.notFound);
    const waiting =
      ['failed', 'unconfirmed'].includes(row.state) ||
      (row.state === 'pending' && row.attempts > 0);
    if (!waiting) throw new AppError('conflict', mailOutboxTexts.notWaiting);
    await tx
      .update(m)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`greatest(${m.giveUpAt}, now() + interval '7 days')`,
        leaseUntil: null,
      })
      .where(and(eq(m.id, id), inArray(m.state, ['pending', 'failed', 'unconfirmed'])));
    await recordAudit(tx, {
      action: 'mail.sent_again',
      actor,
      target: { type: 'mail', id },
      ...request,
      details: {
        kind: row.kind,
        to: row.to,
        previousState: row.state === 'pending' ? 'delayed' : row.state,
        attempts: row.attempts,
      },
    });
    afterCommit(() => outboxSignal.emit('enqueued'));
  });
}
