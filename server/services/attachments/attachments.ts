import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { attachmentMessages } from '#common/attachments';
import type { Db } from '#server/db/client';
import { preparedOnce } from '#server/db/prepared';
import { AppError } from '#server/core/app-error';
import { cleanFileName, safeFileName } from '#server/lib/file-name';
import {
  attachments,
  conversationMessages,
  opinionFiles,
  submissionFiles,
} from '#server/db/schema/index';
import { discard } from '#server/providers/storage/discard-unless-kept';
import type { Storage } from '#server/providers/storage/storage';
import { detectAttachmentType } from './detect-type';
import { isDicom, phiTypesIn } from '../phi/index';
import { phiMessages } from '#common/phi/index';

export type Attachment = typeof attachments.$inferSelect;

/** The idea form's file field, which a refused upload's error names. */
export const ATTACHMENT_FIELD = 'attachment';

/** An upload's row: built once per database, as every upload writes one. */
const insertAttachment = preparedOnce((db) =>
  db
    .insert(attachments)
    .values({
      ownerId: sql.placeholder('ownerId'),
      storageKey: sql.placeholder('storageKey'),
      fileName: sql.placeholder('fileName'),
      contentType: sql.placeholder('contentType'),
      sizeBytes: sql.placeholder('sizeBytes'),
      sha256: sql.placeholder('sha256'),
      phiTypes: sql`${sql.placeholder('phiTypes')}::jsonb`,
    })
    .returning()
    .prepare('insert_attachment'),
);

/**
 * Stores an upload privately under a key the server makes. Its row is written just before the
 * bytes; when they cannot be stored, the row goes at once and whatever part of the file the
 * store may have kept is deleted after the answer. A crash in between leaves a row whose id nobody was given, on no
 * submission, which clean-up removes with whatever file it may have: never a file without its
 * row, and never a missing file on a submission.
 */
export async function storeAttachment(
  deps: { db: Db; storage: Storage },
  ownerId: string,
  { fileName: uploadedName, bytes }: { fileName: string; bytes: Buffer },
): Promise<Attachment> {
  if (bytes.byteLength === 0)
    throw new AppError('empty', attachmentMessages.unsupported, { field: ATTACHMENT_FIELD });
  const name = cleanFileName(uploadedName);
  if (isDicom(bytes))
    throw new AppError('unsupported_type', phiMessages.dicomRefused, { field: ATTACHMENT_FIELD });
  const contentType = await detectAttachmentType(bytes, name);
  if (!contentType)
    throw new AppError('unsupported_type', attachmentMessages.unsupported, {
      field: ATTACHMENT_FIELD,
    });

  const [row] = await insertAttachment(deps.db).execute({
    ownerId,
    storageKey: `attachments/${ownerId}/${crypto.randomUUID()}`,
    fileName: safeFileName(name, contentType),
    contentType,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    phiTypes: JSON.stringify(await phiTypesIn(bytes, contentType)),
  });
  try {
    await deps.storage.put(row!.storageKey, bytes, { contentType });
    return row!;
  } catch (error) {
    // Not removeIfUnused: a store that failed the upload likely fails the delete too, and
    // the row must go whatever it answers. The delete is not waited for: against a store that
    // hangs it takes as long as the failed upload did, and the person would wait twice (past a
    // proxy's read timeout). A delete it refuses is logged with the key: a file is left only if
    // the store kept bytes of an upload it reported as failed.
    await deps.db.delete(attachments).where(eq(attachments.id, row!.id));
    void discard(deps.storage, row!.storageKey);
    throw error;
  }
}

/**
 * Deletes an upload nothing holds: its file, then its row (a failure in between leaves a row to
 * retry, never a file without one). The row is locked first and found free by a statement after
 * the lock, so a file another request has just put on an idea or a message (which locks it
 * too, see checkedFiles) is kept, not taken from under it. Answers whether it was deleted.
 */
export async function removeIfUnused(
  deps: { db: Db; storage: Storage },
  attachmentId: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: attachments.id, storageKey: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.id, attachmentId))
      .for('update');
    if (!row) return false;
    const [{ used } = { used: true }] = await tx
      .select({ used: sql<boolean>`${attachmentInUse(attachments.id)}` })
      .from(attachments)
      .where(eq(attachments.id, attachmentId));
    if (used) return false;
    await deps.storage.delete(row.storageKey);
    await tx.delete(attachments).where(eq(attachments.id, row.id));
    return true;
  });
}

/** Whether the attachment of that id is on a submission, a message or a patentability opinion. */
export const attachmentInUse = (attachmentId: SQL | typeof attachments.id) =>
  sql`(exists (select 1 from ${submissionFiles} where ${submissionFiles.attachmentId} = ${attachmentId})
    or exists (select 1 from ${conversationMessages} where ${conversationMessages.attachmentId} = ${attachmentId})
    or exists (select 1 from ${opinionFiles} where ${opinionFiles.attachmentId} = ${attachmentId}))`;

/** Removes uploads that never became part of a submission or message a day on (or whose upload died). */
export async function removeOrphanAttachments(deps: { db: Db; storage: Storage }): Promise<number> {
  const orphans = await deps.db
    .select({ id: attachments.id, storageKey: attachments.storageKey })
    .from(attachments)
    .where(
      sql`${attachments.createdAt} < now() - interval '1 day' and not ${attachmentInUse(attachments.id)}`,
    );
  let removed = 0;
  for (const orphan of orphans) if (await removeIfUnused(deps, orphan.id)) removed++;
  return removed;
}
