import { and, eq } from 'drizzle-orm';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { attachments, opinionFiles, patentOpinions } from '#server/db/schema/index';
import type { Storage } from '#server/providers/storage/storage';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';

/**
 * One of an opinion's files, for whoever reads the idea's pipeline (its admins and counsel); a
 * file of another opinion or idea is one that does not exist. Each download is audited.
 */
export async function opinionFile(
  deps: { db: Db; storage: Storage },
  actor: Actor,
  id: string,
  opinionId: string,
  fileId: string,
  request: RequestInfo,
) {
  const submission = await submissionFor(deps.db, actor, id, 'read', { from: 'staff' });
  const [file] = await deps.db
    .select({ file: attachments })
    .from(opinionFiles)
    .innerJoin(patentOpinions, eq(patentOpinions.id, opinionFiles.opinionId))
    .innerJoin(attachments, eq(attachments.id, opinionFiles.attachmentId))
    .where(
      and(
        eq(patentOpinions.submissionId, submission.id),
        eq(opinionFiles.opinionId, opinionId),
        eq(opinionFiles.attachmentId, fileId),
      ),
    );
  const stored = file ? await deps.storage.get(file.file.storageKey) : null;
  if (!file || !stored) throw new AppError('not_found', 'Attachment information is missing');
  await recordAudit(deps.db, {
    action: 'attachment.downloaded',
    actor,
    target: { type: 'submission', id },
    ...request,
    details: { attachmentId: fileId, ownerId: submission.userId },
  });
  return { ...stored, fileName: file.file.fileName, contentType: file.file.contentType };
}
