import { AppError } from '#server/core/app-error';
import { isUniqueViolation } from '#server/db/errors';
import { removeIfUnused, type Attachment } from '../attachments/index';
import type { SubmissionDeps } from './deps';

/**
 * The one refusal of a file that may not go on this idea (not the caller's, not stored, or on
 * another submission): it says no more than that, whichever check failed.
 */
export const attachmentMissing = () =>
  new AppError('invalid_attachment', 'Attachment information is missing', {
    field: 'attachmentIds',
  });

/**
 * Runs `work`, turning the unique index on a file's idea into the refusal the check before it
 * gives: two requests that both passed the check cannot both put the file on an idea.
 */
export async function attachingOnce<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'submission_files_attachment_unique')) throw attachmentMissing();
    throw error;
  }
}

/**
 * Deletes files an idea no longer holds, once the change that took them off is committed: each
 * row and its stored bytes, unless another idea or a message took the file in the meantime.
 */
export async function removeFiles(
  deps: Pick<SubmissionDeps, 'db' | 'storage'>,
  files: Pick<Attachment, 'id'>[],
) {
  for (const { id } of files) await removeIfUnused(deps, id);
}
