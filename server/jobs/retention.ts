import { eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { retentionNotices, submissions } from '#server/db/schema/index';
import type { Storage } from '#server/providers/storage/storage';
import { recordAudit } from '#server/services/audit/index';
import {
  currentRetention,
  declinedIdeasDue,
  removalSchedule,
  retentionNoticeMail,
  utcDay,
  type ScheduledRemoval,
} from '#server/services/records/index';
import { dropSubmission, removeFiles } from '#server/services/submissions/index';
import { adminAddresses, mailAdmins } from './admin-reminders';

/** Removes one idea whose day has come, if it still qualifies once locked; audited. */
async function removeOne(tx: Tx, idea: ScheduledRemoval, months: number, today: string) {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(eq(submissions.id, idea.id))
    .for('update', { skipLocked: true });
  // Gone, held meanwhile, or being changed by someone else: the next run looks again.
  if (!row || row.legalHoldReason) return null;
  const [still] = await declinedIdeasDue(tx, months, today, idea.id);
  if (!still) return null;
  const files = await dropSubmission(tx, idea.id);
  await recordAudit(tx, {
    action: 'submission.deleted',
    target: { type: 'submission', id: idea.id },
    details: {
      ownerId: row.userId,
      title: row.ideaTitle,
      status: row.status,
      retention: { months, decidedAt: still.decidedAt.toISOString() },
    },
  });
  return files;
}

/**
 * The retention of declined ideas (ADR 44): admins are mailed which ideas will go, once each,
 * at least a week before; on its day each is removed with its files and conversation, audited,
 * unless it was held meanwhile. Instances running this at once announce and remove each idea
 * once: the notice is claimed by its row, the removal by the idea's row lock.
 */
export async function applyRetention(
  deps: { db: Db; storage: Storage },
  appUrl: string,
  now = new Date(),
): Promise<{ announced: number; removed: number }> {
  const { db } = deps;
  const settings = await currentRetention(db);
  const months = settings.declinedRetentionMonths;
  if (!months) {
    await db.delete(retentionNotices);
    return { announced: 0, removed: 0 };
  }
  const announced = await db.transaction(async (tx) => {
    const schedule = await removalSchedule(tx, months, now);
    // A notice whose idea was held, or whose period was lengthened, no longer stands.
    await tx.delete(retentionNotices).where(
      schedule.length
        ? notInArray(
            retentionNotices.submissionId,
            schedule.map((idea) => idea.id),
          )
        : sql`true`,
    );
    const fresh: ScheduledRemoval[] = [];
    for (const idea of schedule.filter((entry) => !entry.noticed)) {
      const [claimed] = await tx
        .insert(retentionNotices)
        .values({ submissionId: idea.id, removeOn: idea.removeOn })
        .onConflictDoNothing()
        .returning();
      if (claimed) fresh.push(idea);
    }
    if (fresh.length) {
      await mailAdmins(tx, await adminAddresses(tx), retentionNoticeMail(fresh, months, appUrl));
    }
    return fresh.length;
  });

  const today = utcDay(now);
  const due = (await removalSchedule(db, months, now)).filter(
    (idea) => idea.noticed && idea.removeOn <= today,
  );
  let removed = 0;
  for (const idea of due) {
    const files = await db.transaction((tx) => removeOne(tx, idea, months, today));
    if (!files) continue;
    await removeFiles(deps, files);
    removed++;
  }
  return { announced, removed };
}
