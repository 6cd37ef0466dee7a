import { eq } from 'drizzle-orm';
import { recordsMessages, type LegalHold } from '#common/records';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { retentionNotices, submissions, users } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';

type HoldColumns = Pick<
  typeof submissions.$inferSelect,
  'legalHoldReason' | 'legalHoldAt' | 'legalHoldBy'
>;

/** Refuses to delete a held idea, answering with the hold's reason. */
export function refuseIfHeld(row: HoldColumns): void {
  if (row.legalHoldReason)
    throw new AppError('legal_hold', recordsMessages.held(row.legalHoldReason));
}

/** An idea's hold as the admin's page shows it, or null. */
export async function holdOf(db: Db, row: HoldColumns): Promise<LegalHold | null> {
  if (!row.legalHoldReason || !row.legalHoldAt) return null;
  const [by] = row.legalHoldBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, row.legalHoldBy))
    : [];
  return {
    reason: row.legalHoldReason,
    since: row.legalHoldAt.toISOString(),
    by: by?.email ?? null,
  };
}

/**
 * A hold placed or lifted voids the admins' notice of the idea's removal: once free again, it
 * goes only after a fresh notice, a week old, whenever the retention job runs meanwhile.
 */
const forgetRemovalNotice = (tx: Tx, id: string) =>
  tx.delete(retentionNotices).where(eq(retentionNotices.submissionId, id));

/** An admin places a legal hold on a sent idea, with the reason (audited). */
export async function placeHold(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  request: RequestInfo,
): Promise<LegalHold> {
  const row = await db.transaction(async (tx) => {
    const found = await submissionFor(tx, actor, id, 'manage', { from: 'staff', forUpdate: true });
    if (found.legalHoldReason) throw new AppError('conflict', recordsMessages.alreadyHeld);
    const [held] = await tx
      .update(submissions)
      .set({ legalHoldReason: reason, legalHoldAt: new Date(), legalHoldBy: actor.id })
      .where(eq(submissions.id, id))
      .returning();
    await forgetRemovalNotice(tx, id);
    await recordAudit(tx, {
      action: 'submission.hold_placed',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { reason },
    });
    return held!;
  });
  return (await holdOf(db, row))!;
}

/** An admin lifts an idea's legal hold, saying why (audited with the hold's own reason). */
export async function liftHold(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  request: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await submissionFor(tx, actor, id, 'manage', { from: 'staff', forUpdate: true });
    if (!found.legalHoldReason || !found.legalHoldAt)
      throw new AppError('conflict', recordsMessages.notHeld);
    await tx
      .update(submissions)
      .set({ legalHoldReason: null, legalHoldAt: null, legalHoldBy: null })
      .where(eq(submissions.id, id));
    await forgetRemovalNotice(tx, id);
    await recordAudit(tx, {
      action: 'submission.hold_lifted',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: {
        reason,
        heldFor: found.legalHoldReason,
        heldSince: found.legalHoldAt.toISOString(),
      },
    });
  });
}
