import { eq } from 'drizzle-orm';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { attachments } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import type { SubmissionDeps } from './deps';
import { getSubmission } from './get-submission';

/** The attached file, for the submission's owner or an admin (an admin's download is audited). */
export async function submissionAttachment(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
) {
  const submission = await getSubmission(deps.db, id, actor);
  const [attachment] = submission.attachmentId
    ? await deps.db.select().from(attachments).where(eq(attachments.id, submission.attachmentId))
    : [];
  const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) throw new AppError('not_found', 'Attachment information is missing');
  if (actor.isAdmin || actor.isReviewer) {
    await recordAudit(deps.db, {
      action: 'attachment.downloaded',
      actor,
      target: { type: 'submission', id },
      ...request,
      details: { attachmentId: attachment.id, ownerId: submission.userId },
    });
  }
  return { ...stored, fileName: attachment.fileName, contentType: attachment.contentType };
}
