import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { assignments as a, scorecards, users } from '#server/db/schema/index';
import { enqueueMail } from '#server/services/mail/outbox';
import { reviewOverdueMail } from '#server/services/mail/templates';

/**
 * Mails each reviewer whose review is past its due date and unscored, once: the row is marked
 * in the transaction that queues the mail, so instances running this at once never both send.
 * Answers how many were mailed.
 */
export async function mailOverdueReviews(db: Db, appUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        submissionId: a.submissionId,
        reviewerId: a.reviewerId,
        dueOn: a.dueOn,
        email: users.email,
      })
      .from(a)
      .innerJoin(users, eq(users.id, a.reviewerId))
      .leftJoin(
        scorecards,
        and(eq(scorecards.submissionId, a.submissionId), eq(scorecards.reviewerId, a.reviewerId)),
      )
      .where(
        and(
          lt(a.dueOn, sql`current_date`),
          isNull(a.declinedAt),
          isNull(a.overdueMailedAt),
          isNull(scorecards.id),
        ),
      )
      .for('update', { of: a, skipLocked: true });
    for (const row of due) {
      await tx
        .update(a)
        .set({ overdueMailedAt: sql`now()` })
        .where(and(eq(a.submissionId, row.submissionId), eq(a.reviewerId, row.reviewerId)));
      await enqueueMail(tx, {
        to: row.email,
        ...reviewOverdueMail({
          dueOn: row.dueOn!,
          url: `${appUrl}/admin/submissions/${row.submissionId}`,
        }),
      });
    }
    return due.length;
  });
}
