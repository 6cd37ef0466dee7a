import { eq, sql } from 'drizzle-orm';
import { inventorMessages } from '#common/co-inventors';
import { requestedFileIds, type UpdatedDraft } from '#common/submissions';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { submissions } from '#server/db/schema/index';
import { saveInventors } from '../inventors/index';
import { attachingOnce, removeFiles } from './attachment-rules';
import type { SubmissionDeps } from './deps';
import { checkedFiles, filesOf, requireDisclosureFiles, setFiles } from './idea-files';
import { ownDraft } from './own-draft';

/**
 * Changes a draft, by its submitter or a co-inventor; a sent idea never changes. A change made
 * from an older version than the one saved is refused, so nobody's text is lost to another's
 * save. Who the inventors are stays the submitter's to say. A file the draft no longer has is
 * deleted once the change is saved.
 */
export async function updateDraft(
  deps: SubmissionDeps,
  actor: Actor,
  id: string,
  input: UpdatedDraft,
) {
  const fileIds = requestedFileIds(input);
  const { row, removed } = await attachingOnce(() =>
    deps.db.transaction(async (tx) => {
      const draft = await ownDraft(tx, id, actor);
      if (input.version !== undefined && input.version !== draft.version)
        throw new AppError('stale_draft', inventorMessages.staleDraft, { field: 'version' });
      if (input.inventors && draft.userId !== actor.id)
        throw new AppError('forbidden', inventorMessages.onlySubmitterLists, {
          field: 'inventors',
        });
      const files =
        fileIds === undefined ? undefined : await checkedFiles(tx, actor.id, id, fileIds);
      requireDisclosureFiles(
        (input.facts ?? draft.facts).publicDisclosures,
        files ?? (await filesOf(tx, id)),
      );
      const removed = files === undefined ? [] : (await setFiles(tx, id, files)).removed;
      const [updated] = await tx
        .update(submissions)
        .set({
          ideaTitle: input.ideaTitle,
          ideaDescription: input.ideaDescription,
          ...(input.facts && { facts: input.facts }),
          version: sql`${submissions.version} + 1`,
        })
        .where(eq(submissions.id, id))
        .returning();
      const saved = input.inventors
        ? await saveInventors(tx, deps, updated!, input.inventors)
        : updated!;
      return { row: saved, removed };
    }),
  );
  await removeFiles(deps, removed);
  return row;
}
