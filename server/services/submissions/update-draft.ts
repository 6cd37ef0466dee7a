import { eq, sql } from 'drizzle-orm';
import { inventorMessages } from '#common/co-inventors';
import type { UpdatedDraft } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { submissions } from '#server/db/schema/index';
import { saveInventors } from '../inventors/index';
import { attachingOnce, checkedAttachment, removeAttachmentById } from './attachment-rules';
import type { SubmissionDeps } from './deps';
import { ownDraft } from './own-draft';

/**
 * Changes a draft, by its submitter or a co-inventor; a sent idea never changes. A change made
 * from an older version than the one saved is refused, so nobody's text is lost to another's
 * save. Who the inventors are stays the submitter's to say. A replaced attachment's file is
 * deleted.
 */
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
      if (input.version !== undefined && input.version !== draft.version)
        throw new AppError('stale_draft', inventorMessages.staleDraft, { field: 'version' });
      if (input.inventors && draft.userId !== actor.id)
        throw new AppError('forbidden', inventorMessages.onlySubmitterLists, {
          field: 'inventors',
        });
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
          version: sql`${submissions.version} + 1`,
        })
        .where(eq(submissions.id, id))
        .returning();
      const old =
        attachment !== undefined && draft.attachmentId && draft.attachmentId !== attachment?.id
          ? draft.attachmentId
          : null;
      const saved = input.inventors
        ? await saveInventors(tx, deps, updated!, input.inventors)
        : updated!;
      return { row: saved, replaced: old };
    }),
  );
  if (replaced) await removeAttachmentById(deps, replaced);
  return row;
}
