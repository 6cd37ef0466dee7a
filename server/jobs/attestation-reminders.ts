import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { coInventors, submissions } from '#server/db/schema/index';
import { queueAttestationRequest } from '#server/services/inventors/index';

/** Days after the request to attest when each reminder goes: the first after 3, the second 7. */
export const reminderDays = [3, 7] as const;

const due = (sent: number, days: number) =>
  and(
    eq(coInventors.remindersSent, sent),
    sql`${coInventors.attestRequestedAt} <= now() - make_interval(days => ${days})`,
  );

/**
 * Reminds each co-inventor who has not answered, 3 and then 7 days after they were asked to
 * attest: each reminder once, counted on the row in the transaction that queues its mail, so
 * instances running this at once never both send it. Answers how many were mailed.
 */
export async function mailAttestationReminders(db: Db, appUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: coInventors, submission: submissions })
      .from(coInventors)
      .innerJoin(submissions, eq(submissions.id, coInventors.submissionId))
      .where(
        and(
          isNull(coInventors.response),
          isNotNull(coInventors.attestRequestedAt),
          or(...reminderDays.map((days, sent) => due(sent, days))),
        ),
      )
      .for('update', { of: coInventors, skipLocked: true });
    for (const { row, submission } of rows) {
      await tx
        .update(coInventors)
        .set({ remindersSent: row.remindersSent + 1 })
        .where(eq(coInventors.id, row.id));
      await queueAttestationRequest(tx, { appUrl }, submission, row.email, row.remindersSent + 1);
    }
    return rows.length;
  });
}
