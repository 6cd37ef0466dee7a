import { and, eq } from 'drizzle-orm';
import { pipelineMessages } from '#common/pipeline';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { conversationMessages, counselSharedNotes } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { pipelineAnswer } from './pipeline-of';

/**
 * Shares one of an idea's internal notes with its counsel, or stops sharing it, audited. Only
 * an internal note: a message to or from the inventor is theirs, and counsel do not read the
 * conversation. Sharing twice, or stopping twice, changes nothing more.
 */
export async function setNoteShared(
  db: Db,
  actor: Actor,
  id: string,
  messageId: string,
  shared: boolean,
  request: RequestInfo,
) {
  return db.transaction(async (tx) => {
    const submission = await submissionFor(tx, actor, id, 'manage', { from: 'staff' });
    const [note] = await tx
      .select({ kind: conversationMessages.kind })
      .from(conversationMessages)
      .where(
        and(eq(conversationMessages.submissionId, id), eq(conversationMessages.id, messageId)),
      );
    if (!note) throw new AppError('not_found', pipelineMessages.noteNotFound);
    if (note.kind !== 'note') throw new AppError('conflict', pipelineMessages.notAnInternalNote);
    const changed = shared
      ? await tx
          .insert(counselSharedNotes)
          .values({ submissionId: id, messageId, sharedBy: actor.id })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(counselSharedNotes)
          .where(
            and(
              eq(counselSharedNotes.submissionId, id),
              eq(counselSharedNotes.messageId, messageId),
            ),
          )
          .returning();
    if (changed.length)
      await recordAudit(tx, {
        action: shared ? 'pipeline.note_shared' : 'pipeline.note_unshared',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: { messageId },
      });
    return pipelineAnswer(tx, actor, submission);
  });
}
