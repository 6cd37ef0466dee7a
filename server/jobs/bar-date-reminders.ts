import { sql } from 'drizzle-orm';
import { company } from '#common/company';
import { submissionReference } from '#common/submissions';
import type { Db } from '#server/db/client';
import { barDateReminders, submissions } from '#server/db/schema/index';
import { refreshPassedBarDates } from '#server/services/bar-dates/index';
import { adminAddresses, mailAdmins, reminderStep } from './admin-reminders';
import { ideaEventData, queueWebhook } from '#server/services/webhooks/index';
import { calendarDay, composeMail, portalLinks } from '#server/services/mail/index';

/** How many days before a bar date admins are reminded of it, soonest last. */
export const reminderDaysBefore = [90, 30, 7] as const;

/** To an admin: a bar date is near. The idea's reference and a link, never its text. */
function barDateReminderMail(input: {
  submissionId: string;
  date: string;
  where: string;
  daysLeft: number;
  url: string;
}) {
  const reference = submissionReference(input.submissionId);
  return composeMail({
    kind: 'bar-date-reminder',
    subject: `Bar date in ${input.daysLeft} days: disclosure ${reference}`,
    paragraphs: [
      `Disclosure ${reference} in the ${company.name} has a bar date on ${calendarDay(input.date)}, for ${input.where}: a patent application must be filed by then to keep rights there.`,
      'A guide for your patent counsel, not legal advice.',
    ],
    action: { label: 'Open the idea', url: input.url },
  });
}

/**
 * Moves each passed bar date on, then reminds every admin of each idea's next bar date 90, 30
 * and 7 days before it: the nearest reminder not yet sent, once (an idea sent 20 days before
 * its bar date gets the 30-day one, not the 90-day one as well). The reminder's row is written
 * in the transaction that queues its mail, so instances running this at once never both send.
 * Each is also the `deadline.approaching` webhook. Answers how many reminders went out.
 */
export async function mailBarDateReminders(db: Db, appUrl: string): Promise<number> {
  await refreshPassedBarDates(db);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: submissions.id,
        stage: submissions.stage,
        date: submissions.nextBarDate,
        where: submissions.nextBarDateWhere,
        daysLeft: sql<number>`(${submissions.nextBarDate} - current_date)::int`,
      })
      .from(submissions)
      .where(
        sql`${submissions.nextBarDate} between current_date and current_date + ${reminderDaysBefore[0]}::int`,
      );
    const admins = await adminAddresses(tx);
    let sent = 0;
    for (const row of due) {
      const daysBefore = reminderStep(row.daysLeft, reminderDaysBefore);
      const [claimed] = await tx
        .insert(barDateReminders)
        .values({
          submissionId: row.id,
          barDate: row.date!,
          jurisdiction: row.where ?? '',
          daysBefore,
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const mail = barDateReminderMail({
        submissionId: row.id,
        date: row.date!,
        where: row.where ?? '',
        daysLeft: row.daysLeft,
        url: portalLinks(appUrl).adminSubmission(row.id),
      });
      await mailAdmins(tx, admins, mail);
      await queueWebhook(
        tx,
        'deadline.approaching',
        ideaEventData(appUrl, row, {
          rule: 'bar_date',
          where: row.where,
          dueOn: row.date!,
          daysLeft: row.daysLeft,
        }),
      );
      sent++;
    }
    return sent;
  });
}
