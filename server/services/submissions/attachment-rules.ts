import { eq } from 'drizzle-orm';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { attachments } from '#server/db/schema/index';
import { removeAttachment, usableAttachment, type Attachment } from '../attachments/index';
import type { Submission, SubmissionDeps } from './deps';

/**
 * The one refusal of a file that may not go on this idea (not the caller's, not stored, or on
 * another submission): it says no more than that, whichever check failed.
 */
export const attachmentMissing = () =>
  new AppError('invalid_attachment', 'Attachment information is missing');

/**
 * Runs `work`, turning the unique index on attachment_id into the refusal the check before it
 * gives: two requests that both passed the check cannot both attach the file.
 */
export async function attachingOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'submissions_attachment_unique')) throw attachmentMissing();
    throw error;
  }
}

export async function checkedAttachment(
  db: Db,
  userId: string,
  attachmentId: string | null | undefined,
  submissionId: string,
) {
  if (!attachmentId) return null;
  const attachment = await usableAttachment(db, userId, attachmentId, submissionId);
  if (!attachment) throw attachmentMissing();
  return attachment;
}

export async function attachmentOf(tx: Tx, submission: Submission): Promise<Attachment | null> {
  const [attachment] = submission.attachmentId
    ? await tx.select().from(attachments).where(eq(attachments.id, submission.attachmentId))
    : [];
  return attachment ?? null;
}

/** Deletes a file no idea holds any more: its row and its stored bytes. */
export async function removeAttachmentById(deps: SubmissionDeps, attachmentId: string) {
  const [attachment] = await deps.db
    .select()
    .from(attachments)
    .where(eq(attachments.id, attachmentId));
  if (attachment) await removeAttachment(deps, attachment);
}
