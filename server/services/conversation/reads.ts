import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { conversationMessages, conversationReads, submissions } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor } from '#server/core/actor';
import type { Viewpoint } from '#common/access';
import { visibleTo, type ActorId } from '../access/index';
import { conversationSubmission, visibleMessage } from './thread';

/**
 * The messages on the submission in `submissionId` that `readerId` has not read: written by
 * someone else, after their read mark, and (for a submitter) never an internal note.
 */
const unreadMessages = (
  readerId: ActorId,
  audience: Viewpoint,
  submissionId: SQL | typeof submissions.id,
) => sql`
  from submission_messages unread
  where unread.submission_id = ${submissionId}
    and unread.author_id is distinct from ${readerId}::uuid
    ${audience === 'inventor' ? sql`and unread.kind <> 'note'` : sql``}
    and unread.created_at > coalesce(
      (select r.read_up_to from submission_message_reads r
        where r.user_id = ${readerId}::uuid and r.submission_id = ${submissionId}),
      '-infinity')`;

/** How many messages on each listed submission the reader has not read. */
export const unreadCount = (readerId: ActorId, audience: Viewpoint) =>
  sql<number>`(select count(*)::int ${unreadMessages(readerId, audience, submissions.id)})`;

/** Whether the listed submission holds a message the reader has not read. */
export const hasUnread = (readerId: ActorId, audience: Viewpoint) =>
  and(
    isNotNull(submissions.lastMessageAt),
    sql`exists (select 1 ${unreadMessages(readerId, audience, submissions.id)})`,
  )!;

/**
 * Moves the reader's mark up to a message they were shown, never back: a message that arrived
 * after the page drew its thread stays unread.
 */
export async function markRead(
  db: Db,
  actor: Actor,
  submissionId: string,
  lastSeenId: string,
  audience: Viewpoint,
): Promise<void> {
  await conversationSubmission(db, actor, submissionId, audience);
  const seen = await visibleMessage(db, submissionId, lastSeenId, audience);
  if (!seen) throw new AppError('not_found', 'Message not found');
  await advanceReadMark(db, actor.id, submissionId, seen.id);
}

/** Moves the reader's mark up to the message of that id (its time as the database keeps it). */
export async function advanceReadMark(
  tx: Db,
  userId: string,
  submissionId: string,
  messageId: string,
) {
  // The time is read in the database: a JavaScript Date would drop its microseconds, and the
  // message would stay unread.
  const upTo = sql`(select ${conversationMessages.createdAt} from ${conversationMessages} where ${conversationMessages.submissionId} = ${submissionId} and ${conversationMessages.id} = ${messageId})`;
  await tx
    .insert(conversationReads)
    .values({ userId, submissionId, readUpTo: upTo })
    .onConflictDoUpdate({
      target: [conversationReads.userId, conversationReads.submissionId],
      set: { readUpTo: sql`greatest(${conversationReads.readUpTo}, excluded.read_up_to)` },
    });
}

/** The submitter's unread messages: per sent idea that has any, and in all. */
export async function ownUnread(db: Db, actor: Actor) {
  const rows = await db
    .select({ id: submissions.id, unread: unreadCount(actor.id, 'inventor') })
    .from(submissions)
    .where(and(visibleTo(actor, 'converse', 'inventor'), isNotNull(submissions.lastMessageAt)));
  const bySubmission = Object.fromEntries(
    rows.filter((row) => row.unread > 0).map((row) => [row.id, row.unread]),
  );
  return {
    total: rows.reduce((sum, row) => sum + row.unread, 0),
    submissions: bySubmission,
  };
}
