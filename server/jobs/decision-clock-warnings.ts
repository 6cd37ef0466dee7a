import { sql } from 'drizzle-orm';
import { company } from '#common/company';
import { decisionWarningDays } from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Db } from '#server/db/client';
import { decisionWarnings, submissions } from '#server/db/schema/index';
import { adminAddresses, mailAdmins, reminderStep } from './admin-reminders';
import { calendarDay, composeMail, portalLinks } from '#server/services/mail/index';
import { decisionDueOnSql } from '#server/services/pipeline/index';

/** To an admin: a decision is due soon. The idea's reference and a link, never its text. */
function decisionDueMail(input: {
  submissionId: string;
  dueOn: string;
  daysLeft: number;
  url: string;
}) {
  const reference = submissionReference(input.submissionId);
  return composeMail({
    kind: 'decision-due',
    subject:
      input.daysLeft > 0
        ? `Decision due in ${input.daysLeft} days: disclosure ${reference}`
        : `Decision due today: disclosure ${reference}`,
    paragraphs: [
      `The decision on disclosure ${reference} in the ${company.name} is due on ${calendarDay(input.dueOn)}: the target the portal keeps from a complete disclosure.`,
      'Open the idea to see its stage and its patentability opinion.',
    ],
    action: { label: 'Open the idea', url: input.url },
  });
}

/**
 * Warns every admin of each decision due within 30 days, and again within 7: the nearest
 * warning not yet sent, once per due date (an idea whose target moves gets its warnings anew).
 * The warning's row is written in the transaction that queues its mail, so instances running
 * this at once never both send it. Answers how many warnings went out.
 */
export async function mailDecisionClockWarnings(db: Db, appUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: submissions.id,
        dueOn: sql<string>`${decisionDueOnSql}`,
        daysLeft: sql<number>`(${decisionDueOnSql}::date - current_date)::int`,
      })
      .from(submissions)
      .where(
        sql`${decisionDueOnSql}::date between current_date and current_date + ${decisionWarningDays[0]}::int`,
      );
    const admins = await adminAddresses(tx);
    let sent = 0;
    for (const row of due) {
      const daysBefore = reminderStep(row.daysLeft, decisionWarningDays);
      const [claimed] = await tx
        .insert(decisionWarnings)
        .values({ submissionId: row.id, dueOn: row.dueOn, daysBefore })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const mail = decisionDueMail({
        submissionId: row.id,
        dueOn: row.dueOn,
        daysLeft: row.daysLeft,
        url: portalLinks(appUrl).adminSubmission(row.id),
      });
      await mailAdmins(tx, admins, mail);
      sent++;
    }
    return sent;
  });
}
