import { and, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '#server/core/app-error';
import type { Tx } from '#server/db/client';
import { attachments } from '#server/db/schema/index';
import { attachmentInUse, type Attachment } from '../attachments/index';

/** The field a refusal of an opinion's files names. */
const FIELD = 'attachmentIds';

/**
 * The files an opinion names, in that order: each must be the signer's own upload, on no idea,
 * message or other opinion. The rows are locked and then asked again whether they are in use,
 * so two opinions that name one file at once cannot both take it.
 */
export async function checkedOpinionFiles(
  tx: Tx,
  actorId: string,
  ids: string[],
): Promise<Attachment[]> {
  if (!ids.length) return [];
  const locked = await tx
    .select({ file: attachments })
    .from(attachments)
    .where(and(inArray(attachments.id, ids), eq(attachments.ownerId, actorId)))
    .for('update');
  const free = new Set(
    (
      await tx
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(inArray(attachments.id, ids), sql`not ${attachmentInUse(attachments.id)}`))
    ).map((row) => row.id),
  );
  const byId = new Map(locked.map(({ file }) => [file.id, file]));
  return ids.map((id) => {
    const file = byId.get(id);
    if (!file || !free.has(id))
      throw new AppError('invalid_attachment', 'Attachment information is missing', {
        field: FIELD,
      });
    return file;
  });
}
