import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ideaFileLimits, ideaFileMessages, type IdeaFile } from '#common/attachments';
import { AppError } from '#server/core/app-error';
import type { Db, Tx } from '#server/db/client';
import {
  attachments,
  conversationMessages,
  opinionFiles,
  submissionFiles,
  submissions,
} from '#server/db/schema/index';
import type { Attachment } from '../attachments/index';
import { attachmentMissing } from './attachment-rules';

// An idea's files (ADR 39): which it has, in order, which a create or a change may give it, and
// the one writer of them, which keeps the idea's first name and count beside them for lists.

/** The field a refusal of the files names. */
export const FILES_FIELD = 'attachmentIds';

/** The idea's files, in the order the inventor gave them. */
export async function filesOf(db: Db | Tx, submissionId: string): Promise<Attachment[]> {
  const rows = await db
    .select({ file: attachments })
    .from(submissionFiles)
    .innerJoin(attachments, eq(attachments.id, submissionFiles.attachmentId))
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(asc(submissionFiles.position));
  return rows.map((row) => row.file);
}

/** The files of several ideas, in one query: a list's. */
export async function filesOfEach(
  db: Db | Tx,
  submissionIds: string[],
): Promise<Map<string, Attachment[]>> {
  const byIdea = new Map<string, Attachment[]>();
  if (!submissionIds.length) return byIdea;
  const rows = await db
    .select({ submissionId: submissionFiles.submissionId, file: attachments })
    .from(submissionFiles)
    .innerJoin(attachments, eq(attachments.id, submissionFiles.attachmentId))
    .where(inArray(submissionFiles.submissionId, submissionIds))
    .orderBy(asc(submissionFiles.submissionId), asc(submissionFiles.position));
  for (const { submissionId, file } of rows) {
    byIdea.set(submissionId, [...(byIdea.get(submissionId) ?? []), file]);
  }
  return byIdea;
}

/** One file as an answer gives it. */
export const ideaFileJson = (file: Attachment): IdeaFile => ({
  id: file.id,
  name: file.fileName,
  size: file.sizeBytes,
  contentType: file.contentType,
  sha256: file.sha256,
  phi: file.phiTypes ?? [],
});

/**
 * The files a create or a change names, as rows in the order named, refused unless each is
 * already on this idea (a change's; none for a create) or is the actor's own upload on no idea
 * and no message (a message's
 * file is the conversation's record), and unless together they keep to 50 MB. A refusal says
 * no more of a file than that it cannot go on the idea. Checked in the transaction that writes
 * them, after the idea's row is locked, so two changes at once cannot add up past the limits.
 */
export async function checkedFiles(
  tx: Tx,
  actorId: string,
  submissionId: string | null,
  ids: string[],
): Promise<Attachment[]> {
  if (!ids.length) return [];
  if (ids.length > ideaFileLimits.maxFiles)
    throw new AppError('invalid_attachment', ideaFileMessages.tooMany, { field: FILES_FIELD });
  const rows = await tx
    .select({ file: attachments, on: submissionFiles.submissionId })
    .from(attachments)
    .leftJoin(submissionFiles, eq(submissionFiles.attachmentId, attachments.id))
    .where(
      and(
        inArray(attachments.id, ids),
        sql`not exists (select 1 from ${conversationMessages} where ${conversationMessages.attachmentId} = ${attachments.id})`,
        sql`not exists (select 1 from ${opinionFiles} where ${opinionFiles.attachmentId} = ${attachments.id})`,
      ),
    )
    // Held until the change commits: a removal of one of them waits, then finds it in use.
    .for('share', { of: attachments });
  const usable = new Map(
    rows
      .filter(
        ({ file, on }) =>
          (on !== null && on === submissionId) || (on === null && file.ownerId === actorId),
      )
      .map(({ file }) => [file.id, file]),
  );
  const files = ids.map((id) => {
    const file = usable.get(id);
    if (!file) throw attachmentMissing();
    return file;
  });
  const total = files.reduce((sum, file) => sum + (file.sizeBytes ?? 0), 0);
  if (total > ideaFileLimits.maxTotalBytes)
    throw new AppError('files_too_large', ideaFileMessages.tooLarge(total), {
      field: FILES_FIELD,
    });
  return files;
}

/**
 * Makes these the idea's files, in this order, with its first name and count beside them. Gives
 * back the idea as it now is, and the files it no longer has: the caller deletes those once the
 * change is committed.
 */
export async function setFiles(tx: Tx, submissionId: string, files: Attachment[]) {
  const before = await filesOf(tx, submissionId);
  const kept = new Set(files.map((file) => file.id));
  await tx.delete(submissionFiles).where(eq(submissionFiles.submissionId, submissionId));
  if (files.length) {
    await tx
      .insert(submissionFiles)
      .values(files.map((file, position) => ({ submissionId, attachmentId: file.id, position })));
  }
  const [submission] = await tx
    .update(submissions)
    .set({ attachmentName: files[0]?.fileName ?? null, fileCount: files.length })
    .where(eq(submissions.id, submissionId))
    .returning();
  return { submission: submission!, removed: before.filter((file) => !kept.has(file.id)) };
}

/**
 * Refuses a public disclosure whose file is not one of the idea's: the file that shows a talk
 * or an abstract is one of those the manifest hashes.
 */
export function requireDisclosureFiles(
  disclosures: { fileId?: string | null }[] | undefined,
  files: Pick<Attachment, 'id'>[],
) {
  const ids = new Set(files.map((file) => file.id));
  disclosures?.forEach((disclosure, index) => {
    if (disclosure.fileId && !ids.has(disclosure.fileId))
      throw new AppError('invalid_input', ideaFileMessages.notOnIdea, {
        field: `facts.publicDisclosures.${index}.fileId`,
      });
  });
}
