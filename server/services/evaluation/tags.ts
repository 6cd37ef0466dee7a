import { and, asc, count, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  TAG_SUGGESTIONS_MAX,
  TAGS_PER_SUBMISSION_MAX,
  tagMessages,
  type TagSuggestions,
} from '#common/tags';
import { adminMessages } from '#common/admin-messages';
import type { Db, Tx } from '#server/db/client';
import { submissions as s, submissionTags as t } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';
import { requireAccess, visibleTo } from '../access/index';

// Staff-only tags on sent submissions: admins add and remove them, every staff member who may
// read a submission sees its tags. Tags arrive already trimmed and lower-cased (common/tags.ts).

/** Whether the submission in the outer query carries the tag (the admin list's tag filter). */
export function hasTag(tag: string | Placeholder): SQL {
  return sql`exists (select 1 from ${t} where ${t.submissionId} = ${s.id} and ${t.tag} = ${tag})`;
}

/** The submission's tags, alphabetical. */
export async function tagsOf(db: Tx, submissionId: string): Promise<string[]> {
  const rows = await db
    .select({ tag: t.tag })
    .from(t)
    .where(eq(t.submissionId, submissionId))
    .orderBy(asc(t.tag));
  return rows.map((row) => row.tag);
}

/**
 * Locks the submission the actor may tag, so two admins adding tags at once are counted one
 * after the other against the limit; one deleted since is not found.
 */
async function lockSent(tx: Tx, actor: Actor, submissionId: string) {
  const [row] = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, submissionId), visibleTo(actor, 'manage', 'staff')))
    .for('update');
  if (!row) throw new AppError('not_found', adminMessages.submissionNotFound.message);
}

/**
 * One tag change in one transaction, on the locked submission: `change` says whether it
 * changed anything, and only a change is recorded. Answers the submission's tags after it.
 */
async function changeTags(
  db: Db,
  actor: Actor,
  change: {
    submissionId: string;
    readTag: () => string | Promise<string>;
    action: 'submission.tag_added' | 'submission.tag_removed';
  },
  request: RequestInfo,
  apply: (tx: Tx, tag: string, tags: string[]) => Promise<boolean>,
): Promise<string[]> {
  const { submissionId, action } = change;
  // Refused before the tag is read: a caller who may not tag never has their input looked at.
  await requireAccess(db, actor, submissionId, 'manage', 'staff');
  const tag = await change.readTag();
  return db.transaction(async (tx) => {
    await lockSent(tx, actor, submissionId);
    if (!(await apply(tx, tag, await tagsOf(tx, submissionId)))) return tagsOf(tx, submissionId);
    await recordAudit(tx, {
      action,
      actor,
      target: { type: 'submission', id: submissionId },
      ...request,
      details: { tag },
    });
    return tagsOf(tx, submissionId);
  });
}

/** Adds a tag (read once the actor may); one the submission already has changes nothing. */
export const addTag = (
  db: Db,
  actor: Actor,
  submissionId: string,
  readTag: () => Promise<string>,
  request: RequestInfo,
) =>
  changeTags(
    db,
    actor,
    { submissionId, readTag, action: 'submission.tag_added' },
    request,
    async (tx, tag, tags) => {
      if (tags.includes(tag)) return false;
      if (tags.length >= TAGS_PER_SUBMISSION_MAX)
        throw new AppError('invalid_input', tagMessages.tooMany, { field: 'tag' });
      await tx.insert(t).values({ submissionId, tag, createdBy: actor.id });
      return true;
    },
  );

/** Removes a tag (read once the actor may); one the submission does not have changes nothing. */
export const removeTag = (
  db: Db,
  actor: Actor,
  submissionId: string,
  readTag: () => string,
  request: RequestInfo,
) =>
  changeTags(
    db,
    actor,
    { submissionId, readTag, action: 'submission.tag_removed' },
    request,
    async (tx, tag) => {
      const removed = await tx
        .delete(t)
        .where(and(eq(t.submissionId, submissionId), eq(t.tag, tag)))
        .returning({ tag: t.tag });
      return removed.length > 0;
    },
  );

/**
 * The tags in use that start with `prefix`, most used first. A reviewer is offered only the
 * tags of submissions they may read: a tag's name can say what another idea is about.
 */
export async function tagSuggestions(
  db: Db,
  actor: Actor,
  prefix: string,
): Promise<TagSuggestions> {
  const uses = count().as('uses');
  // left() rather than LIKE: the prefix is taken literally, % and _ included.
  const starts = prefix ? sql`left(${t.tag}, ${prefix.length}) = ${prefix}` : undefined;
  const base = db.select({ tag: t.tag, count: uses }).from(t);
  const rows = await base
    .innerJoin(s, eq(s.id, t.submissionId))
    .where(and(starts, visibleTo(actor, 'read', 'staff')))
    .groupBy(t.tag)
    .orderBy(desc(uses), asc(t.tag))
    .limit(TAG_SUGGESTIONS_MAX);
  return { tags: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
}
