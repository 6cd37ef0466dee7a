import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { LinkKind } from '#common/evaluation-shape';
import { adminMessages } from '#common/admin-messages';
import { tagMessages, type SubmissionLink } from '#common/tags';
import type { Db, Tx } from '#server/db/client';
import { submissionLinks as l, submissions as s } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';
import { requireAccess, visibleTo } from '../access/index';

// Links staff make between two sent submissions: one duplicates the other, or they are related.
// A pair holds at most one link, whichever way it points, so each page shows it once.

/** Both ends of a pair, as the table keeps them in either direction. */
const pair = (a: string, b: string) =>
  or(and(eq(l.fromId, a), eq(l.toId, b)), and(eq(l.fromId, b), eq(l.toId, a)))!;

/**
 * The submission's links, each seen from it: the other submission and which way the link
 * points. Only links to submissions the actor may read: a reviewer never learns of the others.
 */
export async function linksOf(
  db: Db,
  actor: Actor,
  submissionId: string,
): Promise<SubmissionLink[]> {
  const otherId = sql`case when ${l.fromId} = ${submissionId} then ${l.toId} else ${l.fromId} end`;
  const rows = await db
    .select({
      id: s.id,
      ideaTitle: s.ideaTitle,
      status: s.status,
      kind: l.kind,
      direction: sql<
        SubmissionLink['direction']
      >`case when ${l.fromId} = ${submissionId} then 'outgoing' else 'incoming' end`,
    })
    .from(l)
    .innerJoin(s, eq(s.id, otherId))
    .where(
      and(
        or(eq(l.fromId, submissionId), eq(l.toId, submissionId)),
        visibleTo(actor, 'read', 'staff'),
      ),
    )
    .orderBy(l.createdAt, s.id);
  return rows;
}

/**
 * Locks both submissions, in id order so two links made at once never deadlock, and refuses
 * a pair that is one submission, or whose other end is not one the actor may link.
 */
async function lockPair(tx: Tx, actor: Actor, submissionId: string, otherId: string) {
  if (submissionId === otherId)
    throw new AppError('invalid_input', tagMessages.linkToItself, { field: 'otherId' });
  const rows = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(inArray(s.id, [submissionId, otherId]), visibleTo(actor, 'manage', 'staff')))
    .orderBy(s.id)
    .for('update');
  const found = new Set(rows.map((row) => row.id));
  if (!found.has(submissionId))
    throw new AppError('not_found', adminMessages.submissionNotFound.message);
  if (!found.has(otherId)) throw new AppError('not_found', tagMessages.otherNotFound);
}

/**
 * Marks the submission as a duplicate of, or related to, the other. Marking a pair again
 * changes the kind (and the direction, when marked from the other side); the same mark again
 * changes and records nothing.
 */
export async function linkSubmissions(
  db: Db,
  actor: Actor,
  submissionId: string,
  readInput: () => Promise<{ otherId: string; kind: LinkKind }>,
  request: RequestInfo,
): Promise<SubmissionLink[]> {
  // Refused before the body is read: a caller who may not link never has it looked at.
  await requireAccess(db, actor, submissionId, 'manage', 'staff');
  const { otherId, kind } = await readInput();
  return db.transaction(async (tx) => {
    await lockPair(tx, actor, submissionId, otherId);
    const [before] = await tx
      .select({ fromId: l.fromId, kind: l.kind })
      .from(l)
      .where(pair(submissionId, otherId));
    if (before?.fromId === submissionId && before.kind === kind)
      return linksOf(tx, actor, submissionId);
    await tx.delete(l).where(pair(submissionId, otherId));
    await tx.insert(l).values({ fromId: submissionId, toId: otherId, kind, createdBy: actor.id });
    await recordAudit(tx, {
      action: 'submission.linked',
      actor,
      target: { type: 'submission', id: submissionId },
      ...request,
      details: { otherId, kind, previousKind: before?.kind ?? null },
    });
    return linksOf(tx, actor, submissionId);
  });
}

/** Removes the pair's link, whichever way it points; no link changes and records nothing. */
export async function unlinkSubmissions(
  db: Db,
  actor: Actor,
  submissionId: string,
  readOtherId: () => string,
  request: RequestInfo,
): Promise<SubmissionLink[]> {
  await requireAccess(db, actor, submissionId, 'manage', 'staff');
  const otherId = readOtherId();
  return db.transaction(async (tx) => {
    await lockPair(tx, actor, submissionId, otherId);
    const [removed] = await tx
      .delete(l)
      .where(pair(submissionId, otherId))
      .returning({ kind: l.kind });
    if (removed) {
      await recordAudit(tx, {
        action: 'submission.unlinked',
        actor,
        target: { type: 'submission', id: submissionId },
        ...request,
        details: { otherId, kind: removed.kind },
      });
    }
    return linksOf(tx, actor, submissionId);
  });
}
