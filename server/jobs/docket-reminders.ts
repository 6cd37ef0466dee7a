import { company } from '#common/company';
import { docketReminderDays, type Deadline } from '#common/docket';
import type { Db } from '#server/db/client';
import { inArray } from 'drizzle-orm';
import { docketReminders, submissions } from '#server/db/schema/index';
import { todayUtc } from '#server/services/bar-dates/index';
import { docketFor } from '#server/services/docket/index';
import { adminAddresses, mailAdmins, reminderStep } from './admin-reminders';
import { calendarDay, composeMail, portalLinks } from '#server/services/mail/index';
import { ideaEventData, queueWebhook } from '#server/services/webhooks/index';

const DAY_MS = 86_400_000;

/** To an admin: a docketed deadline is near. The reference, the rule and a link; no idea text. */
function docketReminderMail(deadline: Deadline, daysLeft: number, url: string) {
  return composeMail({
    kind: 'docket-reminder',
    subject: `${deadline.label} in ${daysLeft} days: disclosure ${deadline.reference}`,
    paragraphs: [
      `Disclosure ${deadline.reference} in the ${company.name} has a docketed deadline on ${calendarDay(deadline.dueOn)}: ${deadline.label}.`,
      `It is computed from ${deadline.basis}, under ${deadline.source}.`,
      'A guide for your patent counsel, not legal advice.',
    ],
    action: { label: 'Open the idea', url },
  });
}

/**
 * Reminds every admin of each open deadline of the docket 90, 30 and 7 days before it: the
 * nearest reminder not yet sent, once per deadline and date. The reminder's row is written in
 * the transaction that queues its mail, so instances running this at once never both send it.
 * Each is also the `deadline.approaching` webhook. Bar dates have their own reminders
 * (bar-date-reminders.ts). Answers how many went out.
 */
export async function mailDocketReminders(db: Db, appUrl: string): Promise<number> {
  const today = todayUtc();
  const deadlines = (await docketFor(db, { id: '', isAdmin: true, isReviewer: false })).filter(
    (d) =>
      d.state === 'open' &&
      d.rule !== 'bar_date' &&
      d.dueOn >= today &&
      (Date.parse(d.dueOn) - Date.parse(today)) / DAY_MS <= docketReminderDays[0],
  );
  if (!deadlines.length) return 0;
  return db.transaction(async (tx) => {
    const admins = await adminAddresses(tx);
    const stages = new Map(
      (
        await tx
          .select({ id: submissions.id, stage: submissions.stage })
          .from(submissions)
          .where(inArray(submissions.id, [...new Set(deadlines.map((d) => d.submissionId))]))
      ).map((row) => [row.id, row.stage]),
    );
    let sent = 0;
    for (const deadline of deadlines) {
      const daysLeft = Math.round((Date.parse(deadline.dueOn) - Date.parse(today)) / DAY_MS);
      const daysBefore = reminderStep(daysLeft, docketReminderDays);
      const [claimed] = await tx
        .insert(docketReminders)
        .values({
          submissionId: deadline.submissionId,
          deadlineKey: deadline.key,
          dueOn: deadline.dueOn,
          daysBefore,
        })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      const mail = docketReminderMail(
        deadline,
        daysLeft,
        portalLinks(appUrl).adminSubmission(deadline.submissionId),
      );
      await mailAdmins(tx, admins, mail);
      await queueWebhook(
        tx,
        'deadline.approaching',
        ideaEventData(
          appUrl,
          { id: deadline.submissionId, stage: stages.get(deadline.submissionId) ?? null },
          { deadlineKey: deadline.key, rule: deadline.rule, dueOn: deadline.dueOn, daysLeft },
        ),
      );
      sent++;
    }
    return sent;
  });
}
