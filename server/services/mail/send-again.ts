import { eq, sql } from 'drizzle-orm';
import { mailOutboxTexts } from '#common/mail-outbox';
import { afterCommit } from '#server/db/after-commit';
import type { Db } from '#server/db/client';
import { mailOutbox as m } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';
import { canSendAgain, stateOf } from './mail-attention';
import { outboxSignal } from './outbox';

/**
 * An admin's "Send again": a delayed, failed or unconfirmed message is due now, with a new week
 * of retries. Audited. One that is sent, being sent or already due is left alone (409), so
 * clicks sent at once make one change and one audit entry: the row lock takes them in turn.
 */
export async function sendMailAgain(
  db: Db,
  { actor, id, request }: { actor: Actor; id: string; request: RequestInfo },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        kind: m.kind,
        to: m.to,
        state: stateOf,
        attempts: m.attempts,
        waiting: sql<boolean>`${canSendAgain}`,
      })
      .from(m)
      .where(eq(m.id, id))
      .for('update');
    if (!row) throw new AppError('not_found', mailOutboxTexts.notFound);
    if (!row.waiting) throw new AppError('conflict', mailOutboxTexts.notWaiting);
    await tx
      .update(m)
      .set({
        state: 'pending',
        nextAttemptAt: sql`now()`,
        giveUpAt: sql`greatest(${m.giveUpAt}, now() + interval '7 days')`,
        leaseUntil: null,
      })
      .where(eq(m.id, id));
    await recordAudit(tx, {
      action: 'mail.sent_again',
      actor,
      target: { type: 'mail', id },
      ...request,
      details: {
        kind: row.kind,
        to: row.to,
        previousState: row.state,
        attempts: row.attempts,
      },
    });
    afterCommit(tx, () => outboxSignal.emit('enqueued'));
  });
}
