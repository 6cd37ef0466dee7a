import { and, asc, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { Viewpoint } from '#common/access';
import type { MessageRecord, ThreadResponse } from '#common/conversation';
import type { Db } from '#server/db/client';
import {
  attachments,
  conversationMessages as m,
  conversationReads,
  type submissions,
} from '#server/db/schema/index';
import type { Actor } from '#server/core/actor';
import { isEmailLike } from '#common/auth/email';
import { nameWithoutAddress } from '../admin/index';
import { submissionFor } from '../access/index';

export type Submission = typeof submissions.$inferSelect;

/**
 * The sent submission whose conversation the actor may open, locked when `forUpdate`. A draft,
 * someone else's idea (for a submitter) or an id that does not exist are one and the same 404.
 */
export const conversationSubmission = (
  tx: Db,
  actor: Actor,
  id: string,
  audience: Viewpoint,
  forUpdate = false,
): Promise<Submission> => submissionFor(tx, actor, id, 'converse', { from: audience, forUpdate });

/** The messages a side may read: staff see internal notes, inventors never do. */
export const messagesShownTo = (audience: Viewpoint): SQL | undefined =>
  audience === 'staff' ? undefined : ne(m.kind, 'note');

export type MessageRow = typeof m.$inferSelect & { attachmentSize: number | null };

/** A message as the API sends it to `reader`. */
/**
 * A mentioned colleague's name as a reviewer may read it: one without a name is recorded by
 * address, which only admins may read; to reviewers it is the role they were listed with.
 */
function nameForReviewer({ name, role }: MessageRow['mentions'][number]): string {
  if (role) return nameWithoutAddress(name, role);
  return isEmailLike(name) ? 'Staff member' : name;
}

export function toMessageRecord(row: MessageRow, reader: Actor): MessageRecord {
  return {
    id: row.id,
    kind: row.kind,
    authorName: row.authorName,
    authorRole: row.authorRole,
    mine: row.authorId === reader.id,
    text: row.body,
    attachment: row.attachmentName
      ? { name: row.attachmentName, sizeBytes: row.attachmentSize }
      : null,
    mentions: row.mentions.map((mention) => ({
      id: mention.id,
      name: reader.isAdmin ? mention.name : nameForReviewer(mention),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export const messageColumns = { ...getTableColumns(m), attachmentSize: attachments.sizeBytes };

/** One message the audience may read, by id, on the given submission. */
export async function visibleMessage(
  tx: Db,
  submissionId: string,
  messageId: string,
  audience: Viewpoint,
) {
  const [row] = await tx
    .select(messageColumns)
    .from(m)
    .leftJoin(attachments, eq(attachments.id, m.attachmentId))
    .where(and(eq(m.id, messageId), eq(m.submissionId, submissionId), messagesShownTo(audience)));
  return row;
}

/** The whole conversation as the reader may see it, oldest first, with how much is unread. */
export async function readThread(
  db: Db,
  actor: Actor,
  submissionId: string,
  audience: Viewpoint,
): Promise<ThreadResponse> {
  const submission = await conversationSubmission(db, actor, submissionId, audience);
  const [rows, [read]] = await Promise.all([
    db
      .select(messageColumns)
      .from(m)
      .leftJoin(attachments, eq(attachments.id, m.attachmentId))
      .where(and(eq(m.submissionId, submissionId), messagesShownTo(audience)))
      .orderBy(asc(m.createdAt), asc(m.id)),
    db
      .select({ readUpTo: conversationReads.readUpTo })
      .from(conversationReads)
      .where(
        and(
          eq(conversationReads.userId, actor.id),
          eq(conversationReads.submissionId, submissionId),
        ),
      ),
  ]);
  const unread = rows.filter(
    (row) => row.authorId !== actor.id && (!read || row.createdAt > read.readUpTo),
  ).length;
  return {
    messages: rows.map((row) => toMessageRecord(row, actor)),
    inventorState: submission.inventorState,
    unread,
  };
}
