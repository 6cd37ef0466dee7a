import { and, eq, isNotNull } from 'drizzle-orm';
import type { Viewpoint } from '#common/access';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Tx } from '#server/db/client';
import { conversationMessages, submissions } from '#server/db/schema/index';
import { submissionFor } from '../access/index';
import { recordAudit } from '../audit/index';
import { refuseIfHeld } from '../records/index';
import { removeFiles } from './attachment-rules';
import { filesOf } from './idea-files';
import type { SubmissionDeps } from './deps';

/**
 * Deletes a submission in the caller's transaction; answers the files it held, its
 * conversation's included, for `removeFiles` to remove once that transaction has committed.
 */
export async function dropSubmission(tx: Tx, id: string): Promise<{ id: string }[]> {
  // The files of its conversation go with it; their messages go by the foreign key.
  const messageFiles = await tx
    .select({ id: conversationMessages.attachmentId })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.submissionId, id), isNotNull(conversationMessages.attachmentId)),
    );
  const files = await filesOf(tx, id);
  await tx.delete(submissions).where(eq(submissions.id, id));
  return [...files, ...messageFiles.map((file) => ({ id: file.id! }))];
}

/**
 * A user deletes their own drafts; an admin deletes any sent submission (audited), from either
 * side: on the staff side as one of an admin's powers. Its file and the files of its
 * conversation go too.
 */
export async function deleteSubmission(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  request: RequestInfo = {
    ipAddress: null,
    userAgent: null,
  },
  from?: Viewpoint,
) {
  const row = await deps.db.transaction(async (tx) => {
    const found = await submissionFor(tx, actor, id, from === 'staff' ? 'manage' : 'delete', {
      from,
      forUpdate: true,
    });
    refuseIfHeld(found);
    const files = await dropSubmission(tx, id);
    if (actor.isAdmin) {
      await recordAudit(tx, {
        action: 'submission.deleted',
        actor,
        target: { type: 'submission', id },
        ...request,
        details: { ownerId: found.userId, title: found.ideaTitle, status: found.status },
      });
    }
    return { files };
  });
  await removeFiles(deps, row.files);
}
