import { createHash } from 'node:crypto';
import { and, asc, desc, eq, not, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { SEARCH_COUNT_CAP } from '#common/list-query';
import {
  submissionTabs,
  type AdminSubmissionList,
  type AdminSubmissionsQuery,
  type ConversationCounts,
  type ConversationFilter,
  type SubmissionCounts,
  type SubmissionSortKey,
  type SubmissionTab,
} from '#common/staff-submissions';
import { reviewStatuses } from '#common/submissions';
import { queryRows, type Db } from '#server/db/client';
import { preparedByShape, preparedOnce } from '#server/db/prepared';
import type { Actor } from '#server/core/actor';
import { submissionStatusCounts, submissions as s } from '#server/db/schema/index';
import {
  adminSubmissionColumns,
  reviewers,
  toAdminSubmission,
  withTagsAndFiles,
  type AdminSubmissionRow,
} from './rows';
import type { Attachment } from '../attachments/index';
import { hasUnread, unreadCount } from '../conversation/index';
import { asParameter, visibleTo, type Reader } from '../access/index';
import { decisionDueOnSql } from '../pipeline/index';
import { reviewMatch, visibleAverage, hasTag } from '../evaluation/index';
import { searchMatch, titleMatch } from './submission-search';

type Filter = Pick<
  AdminSubmissionsQuery,
  'status' | 'q' | 'conversation' | 'review' | 'phi' | 'barDate' | 'stage' | 'decisionDue'
> & {
  tag?: string | Placeholder;
};
type ReviewStatus = (typeof reviewStatuses)[number];

function conversationMatch(filter: ConversationFilter | undefined, reader: Reader) {
  if (!filter) return undefined;
  return filter === 'unread' ? hasUnread(reader.id, 'staff') : eq(s.inventorState, filter);
}

/**
 * The rows a query selects, before paging: sent ideas, in the tab, matching the search and the
 * conversation filter (unread: by the staff member reading).
 */
export function submissionFilter(query: Filter, reader: Reader): SQL {
  return and(
    visibleTo(reader, 'read', 'staff'),
    query.status === 'all' ? undefined : eq(s.status, query.status),
    query.q ? searchMatch(query.q) : undefined,
    conversationMatch(query.conversation, reader),
    query.review ? reviewMatch[query.review] : undefined,
    query.tag ? hasTag(query.tag) : undefined,
    query.phi === 'flagged' ? eq(s.phiFlagged, true) : undefined,
    // Within the days asked, from today (UTC, as the date is kept): a date past is not "within".
    query.barDate
      ? sql`${s.nextBarDate} between current_date and current_date + ${Number(query.barDate)}::int`
      : undefined,
    query.stage ? eq(s.stage, query.stage) : undefined,
    // Due within the days asked, or already overdue: both want a decision soon.
    query.decisionDue
      ? sql`${decisionDueOnSql}::date <= current_date + ${Number(query.decisionDue)}::int`
      : undefined,
  )!;
}

/**
 * A list row's columns, with how much of its conversation the reader has not read and the
 * average score as the reader may see it (blind for a reviewer until they have scored).
 */
const listColumns = (reader: Reader) => ({
  ...adminSubmissionColumns,
  averageScore: visibleAverage(reader),
  unread: unreadCount(reader.id, 'staff'),
});

const sortColumns = (
  reader: Reader,
): Record<Exclude<SubmissionSortKey, 'relevance' | 'date'>, SQL> => ({
  // Ignoring case, as people read names; an inventor without a name sorts by their email.
  inventor: sql`lower(coalesce(${s.fullName}, ${s.email}))`,
  // The workflow's order: pending, approved, rejected (the enum's order).
  status: sql`${s.status}`,
  score: sql`${visibleAverage(reader)}`,
  reviews: sql`${s.reviewCount}`,
  barDate: sql`${s.nextBarDate}`,
  // The pipeline's order: not yet in it, then each stage in turn (ADR 40).
  stage: sql`array_position(array['patentability_review','decision','filed','closed']::text[], ${s.stage})`,
  decisionDue: sql`${decisionDueOnSql}`,
});

// By when each idea was sent, as the indexes of the list's orders are (ADR 14).
const newestFirst = [desc(s.submittedAt), desc(s.id)];

/** ORDER BY for a sort: the chosen column, then newest first, then id so pages never overlap. */
export function submissionOrder(
  query: Pick<AdminSubmissionsQuery, 'sort' | 'dir'>,
  reader: Reader,
): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'relevance') return newestFirst;
  if (query.sort === 'date') return [by(s.submittedAt), by(s.id)];
  const column = sortColumns(reader)[query.sort];
  // Unscored ideas, and ideas without an open bar date, last whichever way they are sorted.
  const last =
    query.sort === 'score' ||
    query.sort === 'barDate' ||
    query.sort === 'stage' ||
    query.sort === 'decisionDue'
      ? [sql`${column} is null`]
      : [];
  return [...last, by(column), ...newestFirst];
}

/** A list row: the staff row, the reader's unread messages on it and its tags. */
export type ListRow = AdminSubmissionRow & { unread: number; tags: string[]; files: Attachment[] };

/** Which rows of a list to read: `limit` of them after the first `offset`. */
export interface RowWindow {
  limit: number;
  offset: number;
}

const selectRows = (db: Db, where: SQL, reader: Reader) =>
  db
    .select(listColumns(reader))
    .from(s)
    .leftJoin(reviewers, eq(reviewers.id, s.reviewedBy))
    .where(where);

/**
 * The best matches of a search first: ideas whose title holds the query, then the others; the
 * newest first within each. Each part walks the newest-first index (or the full-text one, for
 * few matches) and stops at the window's end, where ranking every match would read them all.
 */
async function selectByRelevance(
  db: Db,
  query: AdminSubmissionsQuery,
  window: RowWindow,
  reader: Actor,
) {
  const filter = submissionFilter(query, reader);
  const inTitle = titleMatch(query.q);
  const part = (tier: 0 | 1, where: SQL) =>
    db
      .select({ ...listColumns(reader), tier: sql<number>`${sql.raw(String(tier))}`.as('tier') })
      .from(s)
      .leftJoin(reviewers, eq(reviewers.id, s.reviewedBy))
      .where(where)
      .orderBy(...newestFirst)
      .limit(window.offset + window.limit);
  const rows = await unionAll(part(0, and(filter, inTitle)!), part(1, and(filter, not(inTitle))!))
    .orderBy(sql`"tier"`, ...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(({ tier: _, ...row }) => row);
}

/**
 * A list without a search, as its query is prepared: which rows and in which order, and whose
 * rule; the reader's id, the tag, and the window are its parameters.
 */
interface PageShape extends Pick<Reader, 'isAdmin' | 'isReviewer'> {
  status: AdminSubmissionsQuery['status'];
  conversation: ConversationFilter | null;
  review: AdminSubmissionsQuery['review'] | null;
  phi: AdminSubmissionsQuery['phi'] | null;
  barDate: AdminSubmissionsQuery['barDate'] | null;
  stage: AdminSubmissionsQuery['stage'] | null;
  decisionDue: AdminSubmissionsQuery['decisionDue'] | null;
  tagged: boolean;
  sort: SubmissionSortKey;
  dir: AdminSubmissionsQuery['dir'];
}

const pageShape = (query: AdminSubmissionsQuery, reader: Actor): PageShape => ({
  isAdmin: reader.isAdmin,
  isReviewer: reader.isReviewer,
  status: query.status,
  conversation: query.conversation ?? null,
  review: query.review ?? null,
  phi: query.phi ?? null,
  barDate: query.barDate ?? null,
  stage: query.stage ?? null,
  decisionDue: query.decisionDue ?? null,
  tagged: Boolean(query.tag),
  sort: query.sort,
  // Relevance keeps its one order whichever way was asked: one statement, not two alike.
  dir: query.sort === 'relevance' ? 'desc' : query.dir,
});

/**
 * A page of the list for each shape, prepared once: building the query cost the server more
 * than the database spent answering it. A search is built for its words each time.
 */
const pageQuery = preparedByShape(
  (shape: PageShape) =>
    `staff_page_${createHash('sha1').update(JSON.stringify(shape)).digest('hex').slice(0, 16)}`,
  (db, shape, name) => {
    const reader = asParameter(shape);
    const filter: Filter = {
      status: shape.status,
      q: '',
      conversation: shape.conversation ?? undefined,
      review: shape.review ?? undefined,
      phi: shape.phi ?? undefined,
      barDate: shape.barDate ?? undefined,
      stage: shape.stage ?? undefined,
      decisionDue: shape.decisionDue ?? undefined,
      tag: shape.tagged ? sql.placeholder('tag') : undefined,
    };
    return selectRows(db, submissionFilter(filter, reader), reader)
      .orderBy(...submissionOrder(shape, reader))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  },
);

/** A window of the rows a query selects, in its order, joined with their reviewer, tagged. */
export async function selectSubmissions(
  db: Db,
  query: AdminSubmissionsQuery,
  window: RowWindow,
  reader: Actor,
): Promise<ListRow[]> {
  let rows: (AdminSubmissionRow & { unread: number })[];
  if (!query.q) {
    rows = await pageQuery(db, pageShape(query, reader)).execute({
      actorId: reader.id,
      tag: query.tag,
      ...window,
    });
  } else if (query.sort === 'relevance') {
    rows = await selectByRelevance(db, query, window, reader);
  } else {
    rows = await selectRows(db, submissionFilter(query, reader), reader)
      .orderBy(...submissionOrder(query, reader))
      .limit(window.limit)
      .offset(window.offset);
  }
  return withTagsAndFiles(db, rows);
}

const countsByStatus = preparedOnce((db) =>
  db
    .select({
      status: submissionStatusCounts.status,
      count: sql<number>`sum(${submissionStatusCounts.count})::int`,
    })
    .from(submissionStatusCounts)
    .groupBy(submissionStatusCounts.status)
    .prepare('submission_counts_by_status'),
);

/** Sent ideas by status, from the counts the database keeps (migration 0014). */
export async function sentCounts(db: Db): Promise<Record<ReviewStatus, number>> {
  const rows = await countsByStatus(db).execute();
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) if (row.status !== 'draft') counts[row.status] = row.count;
  return counts;
}

interface TabCounts {
  counts: SubmissionCounts;
  capped: SubmissionTab[];
}

/**
 * Each tab's count under a search, each stopping at SEARCH_COUNT_CAP + 1 matches; All is their
 * sum. A count past the cap is the cap, and named in `capped`.
 */
async function filteredCounts(db: Db, query: Filter, reader: Actor): Promise<TabCounts> {
  // The search runs once for every tab: one scan reads up to a capped tab's worth of matches for
  // each status and counts them by status. Only when that scan stops at its limit can a status
  // below the cap have more matches than it saw, and only such a status is then counted alone.
  const where = submissionFilter({ ...query, status: 'all' }, reader);
  const enough = SEARCH_COUNT_CAP + 1;
  const scanLimit = enough * reviewStatuses.length;
  const rows = await queryRows<{ status: ReviewStatus; count: number }>(
    db,
    sql`select status, count(*)::int as count from (select ${s.status} as status from ${s} where ${where} limit ${scanLimit}) as matches group by status`,
  );
  const found = { pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) found[row.status] = Math.min(row.count, enough);
  const scanned = rows.reduce((sum, row) => sum + row.count, 0);
  if (scanned === scanLimit) {
    const short = reviewStatuses.filter((status) => found[status] < enough);
    await Promise.all(
      short.map(async (status) => {
        // `is true` keeps the status test's estimate but no index serves it, so the planner
        // never reads a bitmap of every idea in a status to intersect with a search's matches.
        const [row] = await queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from (select 1 from ${s} where ${where} and (${s.status} = ${status}) is true limit ${enough}) as matches`,
        );
        found[status] = row!.count;
      }),
    );
  }
  const all = reviewStatuses.reduce((sum, status) => sum + found[status], 0);
  const tabs = { all, ...found };
  const counts = { all: 0, pending: 0, approved: 0, rejected: 0 };
  for (const tab of submissionTabs) counts[tab] = Math.min(tabs[tab], SEARCH_COUNT_CAP);
  return { counts, capped: submissionTabs.filter((tab) => tabs[tab] > SEARCH_COUNT_CAP) };
}

/** Each tab's count: exact without a search or filter, and under one up to SEARCH_COUNT_CAP. */
async function tabCounts(db: Db, query: Filter, reader: Actor): Promise<TabCounts> {
  // The database's own counts are of every idea: a reviewer's are of their assignments.
  if (
    query.q ||
    query.conversation ||
    query.review ||
    query.tag ||
    query.phi ||
    query.barDate ||
    query.stage ||
    query.decisionDue ||
    !reader.isAdmin
  )
    return filteredCounts(db, query, reader);
  const sent = await sentCounts(db);
  return { counts: { all: sent.pending + sent.approved + sent.rejected, ...sent }, capped: [] };
}

/** How many rows a query selects, before paging, exactly (for the audit of an export). */
export async function countSubmissions(db: Db, query: Filter, reader: Actor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(s)
    .where(submissionFilter(query, reader));
  return row!.count;
}

/** How many sent ideas await their inventor, have their reply, or hold messages the reader has not read. */
export async function conversationCounts(db: Db, reader: Actor): Promise<ConversationCounts> {
  const count = (filter: ConversationFilter) =>
    sql<number>`(select count(*)::int from ${s} where ${submissionFilter({ status: 'all', q: '', conversation: filter, review: undefined, phi: undefined, barDate: undefined, stage: undefined, decisionDue: undefined }, reader)})`;
  const [row] = await queryRows<ConversationCounts>(
    db,
    sql`select ${count('awaiting_inventor')} as awaiting_inventor, ${count('inventor_replied')} as inventor_replied, ${count('unread')} as unread`,
  );
  return row!;
}

/** One page of the staff list, its total and the tabs' counts; all done by the database. */
export async function listAdminSubmissions(
  db: Db,
  query: AdminSubmissionsQuery,
  reader: Actor,
): Promise<AdminSubmissionList> {
  const [rows, { counts, capped }] = await Promise.all([
    selectSubmissions(
      db,
      query,
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      reader,
    ),
    tabCounts(db, query, reader),
  ]);
  return {
    submissions: rows.map((row) => ({ ...toAdminSubmission(row), unread: row.unread })),
    total: counts[query.status],
    totalIsCapped: capped.includes(query.status),
    page: query.page,
    pageSize: query.pageSize,
    counts,
    cappedCounts: capped,
  };
}
