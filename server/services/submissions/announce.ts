import { barDates, earliestOpenBarDate } from '#common/bar-dates';
import type { Tx } from '#server/db/client';
import { eq } from 'drizzle-orm';
import { submissionReceipts, submissions } from '#server/db/schema/index';
import { currentBarDateRules, todayUtc } from '../bar-dates/index';
import { enqueueMail, portalLinks, submissionReceiptMail } from '../mail/index';
import { queueStaffNotification } from '../notifications/index';
import { ideaEventData, queueWebhook } from '../webhooks/index';
import { submissionManifest, enqueueTimestamp } from '../proof/index';
import type { Submission, SubmissionDeps } from './deps';
import { factsRecord } from './facts';

/**
 * The earliest bar date still open on the day the idea is sent, under the rules in force, if its
 * disclosures set one; kept on the idea for staff's list too.
 */
async function earliestBarDate(tx: Tx, submission: Submission) {
  const { rules } = await currentBarDateRules(tx);
  const open = earliestOpenBarDate(
    barDates(factsRecord(submission.facts).publicDisclosures, rules),
    todayUtc(),
  );
  // An idea is made without one: only a date to keep costs the send a statement.
  if (!open) return null;
  await tx
    .update(submissions)
    .set({ nextBarDate: open.date, nextBarDateWhere: open.name })
    .where(eq(submissions.id, submission.id));
  return { date: open.date, where: open.name, planned: open.disclosure.timing === 'planned' };
}

/**
 * Tells staff, queues the trusted timestamp of the idea's manifest and gives the submitter a
 * receipt, in the transaction that sends the idea. The receipt is also kept as a record of its
 * own, at the same time as its mail: the mail queue is for sending, the record is proof.
 */
export async function announce(tx: Tx, deps: SubmissionDeps, submission: Submission) {
  const manifest = await submissionManifest(tx, submission, submission.submittedAt!);
  await enqueueTimestamp(tx, {
    subjectType: 'submission-manifest',
    subjectId: submission.id,
    ...manifest,
  });
  const receipt = submissionReceiptMail({
    id: submission.id,
    title: submission.ideaTitle,
    receivedAt: submission.submittedAt!,
    manifestSha256: manifest.sha256,
    trustedTimestamps: deps.timestamps.configured,
    url: portalLinks(deps.appUrl).submission(submission.id),
  });
  await enqueueMail(tx, { to: submission.email, ...receipt });
  await queueWebhook(
    tx,
    'submission.sent',
    ideaEventData(deps.appUrl, submission, { sentAt: submission.submittedAt!.toISOString() }),
  );
  await tx
    .insert(submissionReceipts)
    .values({ submissionId: submission.id, subject: receipt.subject, text: receipt.text });
  await queueStaffNotification(
    tx,
    { to: deps.staffEmail, appUrl: deps.appUrl },
    {
      type: 'invention-submission',
      data: {
        id: submission.id,
        idea_title: submission.ideaTitle,
        user_id: submission.userId,
        full_name: submission.fullName,
        email: submission.email,
        earliest_bar_date: await earliestBarDate(tx, submission),
      },
    },
  );
}
