import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  TAG_SUGGESTIONS_MAX,
  TAGS_PER_SUBMISSION_MAX,
  tagMessages,
  type TagSuggestions,
} from '#common/tags';
import { adminMessages } from '#common/admin';
import type { Db, Tx } from '#server/db/client';
import { submissions as s, submissionTags as t } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';
import { staffMayRead } from './access';

// Staff-only tags on sent submissions: admins add and remove them, every staff member who may
// read a submission sees its tags. Tags arrive already trimmed and lower-cased (common/tags.ts).

/** Whether the submission in the outer query carries the tag (the admin list's tag filter). */
export function hasTag(tag: string): SQL {
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
 * Locks the sent submission, so two admins adding tags at once are counted one after the
 * other against the limit; a draft or a deleted one is not found.
 */
async function lockSent(tx: Tx, submissionId: string) {
  const [row] = await tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, submissionId), sql`${s.status} <> 'draft'`))
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
    tag: string;
    action: 'submission.tag_added' | 'submission.tag_removed';
  },
  request: RequestInfo,
  apply: (tx: Tx, tags: string[]) => Promise<boolean>,
): Promise<string[]> {
  const { submissionId, tag, action } = change;
  return db.transaction(async (tx) => {
    await lockSent(tx, submissionId);
    if (!(await apply(tx, await tagsOf(tx, submissionId)))) return tagsOf(tx, submissionId);
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

/** Adds a tag; one the submission already has changes and records nothing. */
export const addTag = (
  db: Db,
  actor: Actor,
  submissionId: string,
  tag: string,
  request: RequestInfo,
) =>
  changeTags(
    db,
    actor,
    { submissionId, tag, action: 'submission.tag_added' },
    request,
    async (tx, tags) => {
      if (tags.includes(tag)) return false;
      if (tags.length >= TAGS_PER_SUBMISSION_MAX)
        throw new AppError('invalid_input', tagMessages.tooMany, { field: 'tag' });
      await tx.insert(t).values({ submissionId, tag, createdBy: actor.id });
      return true;
    },
  );

/** Removes a tag; one the submission does not have changes and records nothing. */
export const removeTag = (
  db: Db,
  actor: Actor,
  submissionId: string,
  tag: string,
  request: RequestInfo,
) =>
  changeTags(
    db,
    actor,
    { submissionId, tag, action: 'submission.tag_removed' },
    request,
    async (tx) => {
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
  const scoped = actor.isAdmin
    ? base.where(starts)
    : base.innerJoin(s, eq(s.id, t.submissionId)).where(and(starts, staffMayRead(actor, s.id)));
  const rows = await scoped
    .groupBy(t.tag)
    .orderBy(desc(uses), asc(t.tag))
    .limit(TAG_SUGGESTIONS_MAX);
  return { tags: rows.map((row) => ({ tag: row.tag, count: Number(row.count) })) };
}
