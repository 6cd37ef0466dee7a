import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { adminMessages } from '#common/admin-messages';
import {
  evaluationTexts,
  type AssignmentRecord,
  type AssignmentState,
  type AssignReviewersInput,
  type ReviewQueueItem,
  type ReviewQueueResponse,
} from '#common/evaluation';
import type { DeclineReason } from '#common/evaluation-shape';
import type { Db, Tx } from '#server/db/client';
import { assignments as a, scorecards, submissions as s, users } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';
import { enqueueMail, reviewAssignedMail } from '../mail/index';
import { requireAccess, visibleTo } from '../access/index';

export interface EvaluationDeps {
  db: Db;
  /** The portal's public address, for links in mail. */
  appUrl: string;
}

/** Whether an assignment is past its due date and still unscored: from the day after it. */
const overdueSql = sql<boolean>`(${a.dueOn} < current_date and ${a.declinedAt} is null and ${scorecards.id} is null)`;

const stateSql = sql<AssignmentState>`case
  when ${scorecards.id} is not null then 'scored'
  when ${a.declinedAt} is not null then 'declined'
  else 'to_score' end`;

/** An assignment joined with its scorecard (by the same reviewer on the same idea). */
const scorecardOfAssignment = and(
  eq(scorecards.submissionId, a.submissionId),
  eq(scorecards.reviewerId, a.reviewerId),
);

/**
 * Assigns each reviewer to each submission, audited, and mails each newly assigned reviewer
 * once, with a link and nothing of the ideas. Assigning again only changes the due date; a
 * declined assignment stays declined until it is removed and made anew.
 */
export async function assignReviewers(
  deps: EvaluationDeps,
  actor: Actor,
  input: AssignReviewersInput,
  request: RequestInfo,
): Promise<{ assigned: number; updated: number }> {
  const submissionIds = [...new Set(input.submissionIds)];
  const reviewerIds = [...new Set(input.reviewerIds)];
  const dueOn = input.dueOn ?? null;
  return deps.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: s.id, submitterId: s.userId })
      .from(s)
      .where(and(inArray(s.id, submissionIds), visibleTo(actor, 'manage', 'staff')))
      .for('update');
    if (found.length !== submissionIds.length)
      throw new AppError('not_found', adminMessages.submissionNotFound.message);
    // A submitter assigned to their own idea would read staff notes about it and score it.
    if (found.some((row) => reviewerIds.includes(row.submitterId)))
      throw new AppError('invalid_input', evaluationTexts.ownIdea, { field: 'reviewerIds' });

    const reviewers = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(and(inArray(users.id, reviewerIds), inArray(users.role, ['admin', 'reviewer'])));
    if (reviewers.length !== reviewerIds.length)
      throw new AppError('invalid_input', evaluationTexts.notAssignable, { field: 'reviewerIds' });
    const pairs = submissionIds.flatMap((submissionId) =>
      reviewers.map((reviewer) => ({ submissionId, reviewerId: reviewer.id, reviewer })),
    );
    const existing = await tx
      .select({ submissionId: a.submissionId, reviewerId: a.reviewerId })
      .from(a)
      .where(and(inArray(a.submissionId, submissionIds), inArray(a.reviewerId, reviewerIds)));
    const known = new Set(existing.map((row) => `${row.submissionId}/${row.reviewerId}`));
    const fresh = pairs.filter((pair) => !known.has(`${pair.submissionId}/${pair.reviewerId}`));
    if (fresh.length > 0) {
      await tx.insert(a).values(
        fresh.map(({ submissionId, reviewerId }) => ({
          submissionId,
          reviewerId,
          assignedBy: actor.id,
          dueOn,
        })),
      );
    }
    const updated = existing.length
      ? await tx
          .update(a)
          .set({ dueOn, overdueMailedAt: null })
          .where(
            and(
              inArray(a.submissionId, submissionIds),
              inArray(a.reviewerId, reviewerIds),
              isNull(a.declinedAt),
              sql`${a.dueOn} is distinct from ${dueOn}::date`,
            ),
          )
          .returning({ submissionId: a.submissionId })
      : [];
    for (const pair of fresh) {
      await recordAudit(tx, {
        action: 'review.assigned',
        actor,
        target: { type: 'submission', id: pair.submissionId },
        ...request,
        details: { reviewerId: pair.reviewerId, reviewerEmail: pair.reviewer.email, dueOn },
      });
    }
    for (const reviewer of reviewers) {
      const count = fresh.filter((pair) => pair.reviewerId === reviewer.id).length;
      if (count === 0) continue;
      const only = fresh.find((pair) => pair.reviewerId === reviewer.id)!;
      await enqueueMail(tx, {
        to: reviewer.email,
        ...reviewAssignedMail({
          count,
          dueOn,
          url:
            count === 1
              ? `${deps.appUrl}/admin/submissions/${only.submissionId}`
              : `${deps.appUrl}/admin/reviews`,
        }),
      });
    }
    return { assigned: fresh.length, updated: updated.length };
  });
}

/** Removes a reviewer's assignment, audited. A scorecard they submitted stays on record. */
export async function unassignReviewer(
  db: Db,
  actor: Actor,
  submissionId: string,
  readReviewerId: () => string,
  request: RequestInfo,
): Promise<void> {
  await requireAccess(db, actor, submissionId, 'manage', 'staff');
  const reviewerId = readReviewerId();
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(a)
      .where(and(eq(a.submissionId, submissionId), eq(a.reviewerId, reviewerId)))
      .returning({ reviewerId: a.reviewerId });
    if (!removed) throw new AppError('not_found', 'This reviewer is not assigned to it.');
    const [reviewer] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, reviewerId));
    await recordAudit(tx, {
      action: 'review.unassigned',
      actor,
      target: { type: 'submission', id: submissionId },
      ...request,
      details: { reviewerId, reviewerEmail: reviewer?.email ?? '' },
    });
  });
}

/**
 * The reviewer declines their assignment, with why; a conflict of interest hides the idea from
 * them, as does any decline. A scored review cannot be declined.
 */
export async function declineReview(
  db: Db,
  actor: Actor,
  submissionId: string,
  input: { reason: DeclineReason; note: string | null },
  request: RequestInfo,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ declinedAt: a.declinedAt, scorecard: scorecards.id })
      .from(a)
      .leftJoin(scorecards, scorecardOfAssignment)
      .where(and(eq(a.submissionId, submissionId), eq(a.reviewerId, actor.id)))
      .for('update', { of: a });
    if (!row || row.declinedAt)
      throw new AppError('not_found', adminMessages.submissionNotFound.message);
    if (row.scorecard) throw new AppError('conflict', evaluationTexts.scoredCannotDecline);
    await tx
      .update(a)
      .set({ declinedAt: sql`now()`, declineReason: input.reason, declineNote: input.note })
      .where(and(eq(a.submissionId, submissionId), eq(a.reviewerId, actor.id)));
    await recordAudit(tx, {
      action: 'review.declined',
      actor,
      target: { type: 'submission', id: submissionId },
      ...request,
      details: { reason: input.reason, note: input.note },
    });
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Who is assigned to a submission, with where each review stands. */
export async function assignmentsOf(
  db: Db | Tx,
  submissionId: string,
): Promise<AssignmentRecord[]> {
  const rows = await db
    .select({
      reviewerId: a.reviewerId,
      name: users.name,
      email: users.email,
      assignedAt: a.assignedAt,
      dueOn: a.dueOn,
      overdue: overdueSql,
      state: stateSql,
      declineReason: a.declineReason,
      declineNote: a.declineNote,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.reviewerId))
    .leftJoin(scorecards, scorecardOfAssignment)
    .where(eq(a.submissionId, submissionId))
    .orderBy(asc(a.assignedAt), asc(users.email));
  return rows.map((row) => ({
    reviewerId: row.reviewerId,
    reviewerName: row.name.trim() || row.email,
    reviewerEmail: row.email,
    assignedAt: row.assignedAt.toISOString(),
    dueOn: row.dueOn,
    overdue: Boolean(row.overdue),
    state: row.state,
    declineReason: row.declineReason,
    declineNote: row.declineNote,
  }));
}

/** The reader's review queue: what they are assigned, to score, scored and declined. */
export async function reviewQueue(db: Db, actor: Actor): Promise<ReviewQueueResponse> {
  const rows = await db
    .select({
      submissionId: a.submissionId,
      title: s.ideaTitle,
      inventor: sql<string | null>`coalesce(${s.fullName}, ${s.email})`,
      submittedAt: s.submittedAt,
      assignedAt: a.assignedAt,
      dueOn: a.dueOn,
      overdue: overdueSql,
      state: stateSql,
      declineReason: a.declineReason,
      scoredAt: scorecards.submittedAt,
    })
    .from(a)
    .innerJoin(s, eq(s.id, a.submissionId))
    .leftJoin(scorecards, scorecardOfAssignment)
    .where(eq(a.reviewerId, actor.id))
    .orderBy(sql`${a.dueOn} asc nulls last`, asc(a.assignedAt));
  const items: ReviewQueueItem[] = rows.map((row) => {
    // A declined idea is no longer the reviewer's to read: the queue keeps only its trace.
    const hidden = row.state === 'declined';
    return {
      submissionId: row.submissionId,
      title: hidden ? null : row.title,
      inventor: hidden ? null : row.inventor,
      submittedAt: hidden ? null : iso(row.submittedAt),
      assignedAt: row.assignedAt.toISOString(),
      dueOn: row.dueOn,
      overdue: Boolean(row.overdue),
      state: row.state,
      declineReason: row.declineReason,
      scoredAt: iso(row.scoredAt),
    };
  });
  const counts = { to_score: 0, scored: 0, declined: 0 };
  for (const item of items) counts[item.state]++;
  return { items, counts };
}
