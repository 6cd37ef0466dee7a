import { eq } from 'drizzle-orm';
import { company } from '#common/company';
import { stageLabels, type Stage } from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import type { Tx } from '#server/db/client';
import type { submissions } from '#server/db/schema/index';
import { coInventors, users } from '#server/db/schema/index';
import { composeMail, enqueueMail, portalLinks } from '../mail/index';

type Submission = typeof submissions.$inferSelect;

/**
 * To each inventor when their idea changes stage: its reference, the stage and a link. Never
 * the reason, the opinion or the decision's words: those stay in the portal.
 */
function stageChangedMail(submissionId: string, stage: Stage, url: string) {
  const reference = submissionReference(submissionId);
  return composeMail({
    kind: 'stage-changed',
    subject: `Disclosure ${reference} is now at: ${stageLabels[stage]}`,
    paragraphs: [
      `Your invention disclosure ${reference} in the ${company.name} moved to a new stage of the patent process: ${stageLabels[stage]}.`,
      'Sign in to see where it stands. For confidentiality nothing more is in this email.',
    ],
    action: { label: 'Open the disclosure', url },
  });
}

/** Queues the mail to the submitter and to every co-inventor listed, in the move's transaction. */
export async function mailInventorsOfStage(
  tx: Tx,
  appUrl: string,
  submission: Submission,
  stage: Stage,
) {
  const links = portalLinks(appUrl);
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, submission.userId));
  if (owner)
    await enqueueMail(tx, {
      to: owner.email,
      ...stageChangedMail(submission.id, stage, links.submission(submission.id)),
    });
  const listed = await tx
    .select({ email: coInventors.email })
    .from(coInventors)
    .where(eq(coInventors.submissionId, submission.id));
  for (const { email } of listed)
    await enqueueMail(tx, {
      to: email,
      ...stageChangedMail(submission.id, stage, links.coInvention(submission.id)),
    });
}
