import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { recordAudit } from '../audit/index';
import type { SubmissionDeps } from './deps';
import { getSubmission } from './get-submission';
import { filesOf } from './idea-files';

/**
 * One of an idea's files (the first when no file is named), for whoever may read the idea; a
 * staff member's download is audited.
 */
export async function submissionAttachment(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo,
  fileId?: string,
) {
  const submission = await getSubmission(deps.db, id, actor);
  const files = await filesOf(deps.db, submission.id);
  const attachment = fileId ? files.find((file) => file.id === fileId) : files[0];
  const stored = attachment ? await deps.storage.get(attachment.storageKey) : null;
  if (!attachment || !stored) throw new AppError('not_found', 'Attachment information is missing');
  if (actor.isAdmin || actor.isReviewer || actor.isCounsel) {
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
