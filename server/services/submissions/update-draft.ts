import { eq } from 'drizzle-orm';
import type { UpdatedDraft } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { submissions } from '#server/db/schema/index';
import { attachingOnce, checkedAttachment, removeAttachmentById } from './attachment-rules';
import type { SubmissionDeps } from './deps';
import { ownDraft } from './own-draft';

/** Changes a draft; a sent idea never changes. A replaced attachment's file is deleted. */
export async function updateDraft(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  input: UpdatedDraft,
) {
  const attachment =
    input.attachmentId === undefined
      ? undefined
      : await checkedAttachment(deps.db, actor.id, input.attachmentId, id);
  const { row, replaced } = await attachingOnce(() =>
    deps.db.transaction(async (tx) => {
      const draft = await ownDraft(tx, id, actor);
      const change =
        attachment === undefined
          ? {}
          : { attachmentId: attachment?.id ?? null, attachmentName: attachment?.fileName ?? null };
      const [updated] = await tx
        .update(submissions)
        .set({
          ideaTitle: input.ideaTitle,
          ideaDescription: input.ideaDescription,
          ...(input.facts && { facts: input.facts }),
          ...change,
        })
        .where(eq(submissions.id, id))
        .returning();
      const old =
        attachment !== undefined && draft.attachmentId && draft.attachmentId !== attachment?.id
          ? draft.attachmentId
          : null;
      return { row: updated!, replaced: old };
    }),
  );
  if (replaced) await removeAttachmentById(deps, replaced);
  return row;
}
