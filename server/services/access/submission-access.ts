import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Need, Viewer, Viewpoint } from '#common/access';
import { adminMessages } from '#common/admin-messages';
import { inventorMessages } from '#common/co-inventors';
import { submissionMessages } from '#common/submissions';
import type { Db } from '#server/db/client';
import { preparedByShape } from '#server/db/prepared';
import {
  assignments,
  coInventors,
  counselInvitations,
  submissions,
  users,
} from '#server/db/schema/index';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';

/**
 * The one rule of who may do what with a submission. Each viewer is one clause below; every
 * read of one idea (`submissionFor`) and every list, count, search, export and event
 * (`visibleTo`, `mayHear`) asks it, and nothing else decides whether an idea is seen.
 */

export type Submission = typeof submissions.$inferSelect;

/**
 * One viewer's part of the rule for one need: the rows they see at all (anything else is, to
 * them, an idea that does not exist) and, of those, the rows they may use for the need (the
 * rest are refused, visibly). `false` is none, `true` all.
 */
interface Clause {
  sees: SQL | boolean;
  may: SQL | boolean;
}

const idParam = sql.placeholder('id');
const actorParam = sql.placeholder('actorId');

const sent = sql`${submissions.status} <> 'draft'`;
const draft = sql`${submissions.status} = 'draft'`;
const none: Clause = { sees: false, may: false };

type Operand = SQL | AnyPgColumn | Placeholder | string;
/** An actor's id in a condition: a value, or the parameter `actorId` of a prepared query. */
export type ActorId = string | Placeholder;

/**
 * Who reads a list, as its conditions need them: the roles that choose their rule, and the id
 * their rows depend on (their assignments, their unread messages, their own scorecards).
 */
export interface Reader {
  id: ActorId;
  isAdmin: boolean;
  isReviewer: boolean;
  isCounsel?: boolean;
  /** A service, by an API key (ADR 41). */
  isService?: boolean;
}

/**
 * The actor as a query prepared once for everyone in their roles sees them: their id is the
 * query's parameter `actorId`.
 */
export const asParameter = ({
  isAdmin,
  isReviewer,
  isCounsel,
  isService,
}: Omit<Reader, 'id'>): Reader => ({
  id: actorParam,
  isAdmin,
  isReviewer,
  isCounsel,
  isService,
});

/** A reviewer reads what is assigned to them and not declined; nothing else (ADR 23). */
const assigned = (
  submissionId: Operand,
  reviewerId: Operand,
) => sql`exists (select 1 from ${assignments}
  where ${assignments.submissionId} = ${submissionId}
    and ${assignments.reviewerId} = ${reviewerId}
    and ${assignments.declinedAt} is null)`;

/**
 * A co-inventor reads what lists the address they signed in with: an account's address is
 * confirmed before it can sign in, so the address is the person the submitter named.
 */
const listed = (
  submissionId: Operand,
  userId: Operand,
) => sql`exists (select 1 from ${coInventors} join ${users} on ${users.email} = ${coInventors.email}
  where ${coInventors.submissionId} = ${submissionId}
    and ${users.id} = ${userId}
    and ${users.emailVerified})`;

/**
 * Counsel read what an admin invited their confirmed address to, until the invitation is
 * revoked (ADR 40).
 */
const invited = (
  submissionId: Operand,
  userId: Operand,
) => sql`exists (select 1 from ${counselInvitations} join ${users} on ${users.email} = ${counselInvitations.email}
  where ${counselInvitations.submissionId} = ${submissionId}
    and ${counselInvitations.revokedAt} is null
    and ${users.id} = ${userId}
    and ${users.emailVerified})`;

const both = (a: SQL | boolean, b: SQL | boolean): SQL | boolean =>
  a === false || b === false ? false : a === true ? b : b === true ? a : and(a, b)!;

/**
 * Each viewer's clause, of the actor's id: a value, or a placeholder in a prepared query. A new
 * kind of viewer is one more entry here.
 */
const clauses: Record<Viewer, (actorId: ActorId, need: Need) => Clause> = {
  // Drafts are the inventor's alone; what was sent they read, discuss and prove.
  inventor: (actorId, need) => {
    const own = eq(submissions.userId, actorId);
    switch (need) {
      case 'read':
        return { sees: own, may: true };
      case 'edit-draft':
      case 'send':
      case 'delete':
        return { sees: own, may: draft };
      case 'attest':
        return { sees: own, may: false };
      case 'converse':
      case 'proof':
        return { sees: and(own, sent)!, may: true };
      default:
        return none;
    }
  },
  // A co-inventor reads the idea and its draft, edits the draft, and once it is sent discusses
  // it, reads its proof and attests it; sending or deleting it stays the submitter's.
  'co-inventor': (actorId, need) => {
    const onIt = listed(submissions.id, actorId);
    switch (need) {
      case 'read':
        return { sees: onIt, may: true };
      case 'edit-draft':
        return { sees: onIt, may: draft };
      case 'send':
        return { sees: onIt, may: false };
      case 'converse':
      case 'proof':
        return { sees: and(onIt, sent)!, may: true };
      case 'attest':
        return { sees: onIt, may: sent };
      default:
        return none;
    }
  },
  // A reviewer sees only their assignments, never a draft, and has none of an admin's powers.
  reviewer: (actorId, need) => {
    if (need === 'edit-draft' || need === 'send' || need === 'attest' || need === 'delete')
      return none;
    const seen = and(sent, assigned(submissions.id, actorId))!;
    return { sees: seen, may: need === 'read' || need === 'converse' || need === 'review' };
  },
  // Counsel read the disclosure of an idea they are invited to, its proof and bundle, and give
  // their opinion on it; its conversation, scores and an admin's powers stay out of reach.
  counsel: (actorId, need) => {
    if (need !== 'read' && need !== 'proof' && need !== 'opine') return none;
    return { sees: and(sent, invited(submissions.id, actorId))!, may: true };
  },
  // An admin sees and acts on every sent idea; another's draft is theirs alone.
  admin: (_actorId, need) =>
    need === 'edit-draft' || need === 'send' || need === 'attest'
      ? none
      : { sees: sent, may: true },
  // A service (an API key) reads sent ideas and records their filings; which of these a key may
  // do is its scopes', checked at the door. Drafts, conversations, scores and an admin's other
  // powers are not for keys.
  service: (_actorId, need) =>
    need === 'read' || need === 'file' ? { sees: sent, may: true } : none,
};

/**
 * Whom the actor is, seen from a side of the portal: on the inventor's pages an inventor or a
 * co-inventor, on staff's an admin, a reviewer or counsel (by a role used with a second
 * factor); from either side, all of these.
 */
export function viewersOf(actor: Reader, from?: Viewpoint): Viewer[] {
  // A key is only ever a service, from whichever side it is asked.
  if (actor.isService) return ['service'];
  const staff: Viewer[] = actor.isAdmin
    ? ['admin']
    : actor.isReviewer
      ? ['reviewer']
      : actor.isCounsel
        ? ['counsel']
        : [];
  if (from === 'staff') return staff;
  if (from === 'inventor') return ['inventor', 'co-inventor'];
  return ['inventor', 'co-inventor', ...staff];
}

const anyOf = (parts: (SQL | boolean)[]): SQL | boolean => {
  if (parts.includes(true)) return true;
  const kept = parts.filter((part): part is SQL => part !== false);
  return kept.length === 0 ? false : kept.length === 1 ? kept[0]! : or(...kept)!;
};

const asSql = (part: SQL | boolean): SQL =>
  part === true ? sql`true` : part === false ? sql`false` : part;

function ruleFor(
  viewers: Viewer[],
  actorId: ActorId,
  need: Need,
): { sees: SQL | boolean; may: SQL | boolean; allowed: SQL | boolean } {
  const parts = viewers.map((viewer) => clauses[viewer](actorId, need));
  const may = anyOf(parts.map((part) => both(part.sees, part.may)));
  return {
    sees: anyOf(parts.map((part) => part.sees)),
    may,
    // Of the rows seen, those the need allows: all of them when every clause allows all it sees,
    // so one idea's query asks a reviewer's assignment once.
    allowed: parts.every((part) => part.may === true || part.sees === false) ? true : may,
  };
}

/**
 * The submissions the actor may use for the need, as a condition on the `submissions` table:
 * for lists, counts, search, the export, related ideas and events.
 */
export function visibleTo(actor: Reader, need: Need, from?: Viewpoint): SQL {
  return asSql(ruleFor(viewersOf(actor, from), actor.id, need).may);
}

/**
 * As `visibleTo`, for a query prepared once and run for any actor seen as these viewers: the
 * actor's id is the query's parameter `actorId`.
 */
export function visibleToViewers(viewers: Viewer[], need: Need): SQL {
  return asSql(ruleFor(viewers, actorParam, need).may);
}

/** What an idea the actor does not see answers: as one that does not exist. */
function hidden(actor: Actor, need: Need, from?: Viewpoint): AppError {
  if (need === 'edit-draft' || need === 'send') return new AppError('not_found', DRAFT_NOT_FOUND);
  // A user is reminded of the rule (spec 02 §6).
  if (need === 'delete' && !actor.isAdmin)
    return new AppError('not_found', submissionMessages.ownDraftsOnly);
  return new AppError(
    'not_found',
    from === 'staff' ? adminMessages.submissionNotFound.message : submissionMessages.notFound,
  );
}

/** What an idea the actor sees but may not use for the need answers. */
function refused(need: Need, row: Submission): AppError {
  const isDraft = row.status === 'draft';
  if ((need === 'edit-draft' || need === 'send') && !isDraft)
    return new AppError('not_a_draft', submissionMessages.notADraft);
  if (need === 'send') return new AppError('forbidden', submissionMessages.onlySubmitterSends);
  if (need === 'attest')
    return isDraft
      ? new AppError('conflict', inventorMessages.notSentYet)
      : new AppError('forbidden', inventorMessages.notListed);
  if (need === 'delete') return new AppError('forbidden', submissionMessages.onlyDraftsDeletable);
  return new AppError('forbidden', 'You do not have permission to do this.');
}

/** What editing or sending a draft answers when the caller has no such draft (spec 02 §8). */
export const DRAFT_NOT_FOUND = 'Draft Not Found';

/** The not-found answer of the need, for a path id that is not even an id. */
export const notFoundMessage = (actor: Actor, need: Need, from?: Viewpoint) =>
  hidden(actor, need, from).message;

interface Options {
  /** The side of the portal asking; from either side when left out. */
  from?: Viewpoint;
  /** Locks the row for the transaction. */
  forUpdate?: boolean;
}

interface OneIdeaShape {
  viewers: Viewer[];
  need: Need;
  forUpdate: boolean;
}

/**
 * One idea's query for each shape of the rule (who the actor is seen as, the need, whether the
 * row is locked), prepared with the idea's and the actor's ids as parameters: every read of an
 * idea runs it, and building it cost more than answering it. `allowed` asks nothing more when
 * the need allows every row the actor sees.
 */
const oneIdeaQuery = preparedByShape(
  ({ viewers, need, forUpdate }: OneIdeaShape) =>
    `submission_for_${viewers.join('_') || 'nobody'}_${need.replace('-', '_')}${forUpdate ? '_locked' : ''}`,
  (db, { viewers, need, forUpdate }, name) => {
    const rule = ruleFor(viewers, actorParam, need);
    const query = db
      .select({ row: submissions, allowed: asSql(rule.allowed).mapWith(Boolean) })
      .from(submissions)
      .where(and(eq(submissions.id, idParam), asSql(rule.sees)));
    return (forUpdate ? query.for('update', { of: submissions }) : query).prepare(name);
  },
);

/**
 * The submission of that id, once the actor may use it for the need, in one query: an idea they
 * do not see is one that does not exist (404), and one they see but may not use for this is
 * refused (403, or 409 for a draft that was sent).
 */
export async function submissionFor(
  tx: Db,
  actor: Actor,
  id: string,
  need: Need,
  { from, forUpdate = false }: Options = {},
): Promise<Submission> {
  const query = oneIdeaQuery(tx, { viewers: viewersOf(actor, from), need, forUpdate });
  const [found] = await query.execute({ id, actorId: actor.id });
  if (!found) throw hidden(actor, need, from);
  if (!found.allowed) throw refused(need, found.row);
  return found.row;
}

/** As `submissionFor`, for a caller that needs only the answer, not the row. */
export async function requireAccess(
  tx: Db,
  actor: Actor,
  id: string,
  need: Need,
  from?: Viewpoint,
): Promise<void> {
  await submissionFor(tx, actor, id, need, { from });
}

/** What a live event says about the conversation it comes from. */
export interface HeardEvent {
  submissionId: string;
  ownerId: string;
  /** An internal note: staff's alone. */
  staffOnly: boolean;
}

/**
 * Whether the actor hears a conversation's event: its inventor unless it is an internal note,
 * an admin every one, a reviewer those of their assignments (asked of the database as it comes,
 * so a removed or declined assignment stops at once).
 */
export async function mayHear(db: Db, actor: Actor, event: HeardEvent): Promise<boolean> {
  for (const viewer of viewersOf(actor)) {
    if (viewer === 'inventor' && !event.staffOnly && event.ownerId === actor.id) return true;
    if (viewer === 'admin') return true;
    if (viewer === 'reviewer' || (viewer === 'co-inventor' && !event.staffOnly)) {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            eq(submissions.id, event.submissionId),
            visibleTo(actor, 'converse', viewer === 'reviewer' ? 'staff' : 'inventor'),
          ),
        );
      if (row) return true;
    }
  }
  return false;
}

/**
 * Of the reviewers (a user column), those who may read the submission: the rule's reviewer
 * clause seen from the idea, for who may be mentioned in its notes.
 */
export const reviewersWhoRead = (submissionId: string, reviewerId: AnyPgColumn) =>
  assigned(submissionId, reviewerId);
