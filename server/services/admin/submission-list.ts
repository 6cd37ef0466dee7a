import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminSubmissionList,
  AdminSubmissionsQuery,
  SubmissionCounts,
  SubmissionSortKey,
} from '#common/admin';
import type { Db } from '#server/db/client';
import { submissions as s } from '#server/db/schema/index';
import {
  adminSubmissionColumns,
  containsPattern,
  notDraft,
  reviewers,
  toAdminSubmission,
} from './rows';

/** Case-insensitive match on the inventor's name and email, the title and the description. */
function searchFilter(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(s.fullName, pattern),
    ilike(s.email, pattern),
    ilike(s.ideaTitle, pattern),
    ilike(s.ideaDescription, pattern),
  );
}

/** The rows a query selects, before paging: sent ideas, in the tab, matching the search. */
export function submissionFilter(query: Pick<AdminSubmissionsQuery, 'status' | 'q'>): SQL {
  return and(
    notDraft,
    query.status === 'all' ? undefined : eq(s.status, query.status),
    searchFilter(query.q),
  )!;
}

const sortColumns: Record<SubmissionSortKey, SQL[]> = {
  // Ignoring case, as people read names; an inventor without a name sorts by their email.
  inventor: [sql`lower(coalesce(${s.fullName}, ${s.email}))`],
  // The workflow's order: pending, approved, rejected (the enum's order).
  status: [sql`${s.status}`],
  date: [],
};

/** ORDER BY for a sort: the chosen column, then newest first, then id so pages never overlap. */
export function submissionOrder(query: Pick<AdminSubmissionsQuery, 'sort' | 'dir'>): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  if (query.sort === 'date') return [by(s.createdAt), by(s.id)];
  return [...sortColumns[query.sort].map((column) => by(column)), desc(s.createdAt), desc(s.id)];
}

/** Each tab's count under the current search, in one pass. */
async function countsFor(db: Db, q: string): Promise<SubmissionCounts> {
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${s.status} = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where ${s.status} = 'approved'))::int`,
      rejected: sql<number>`(count(*) filter (where ${s.status} = 'rejected'))::int`,
    })
    .from(s)
    .where(submissionFilter({ status: 'all', q }));
  return counts!;
}

/** How many rows a query selects, before paging. */
export async function countSubmissions(
  db: Db,
  query: Pick<AdminSubmissionsQuery, 'status' | 'q'>,
): Promise<number> {
  return (await countsFor(db, query.q))[query.status];
}

/** Selects rows for a query, newest or as sorted, joined with their reviewer. */
export function selectSubmissions(db: Db, query: AdminSubmissionsQuery) {
  return db
    .select(adminSubmissionColumns)
    .from(s)
    .leftJoin(reviewers, eq(reviewers.id, s.reviewedBy))
    .where(submissionFilter(query))
    .orderBy(...submissionOrder(query));
}

/** One page of the staff list, its total and the tabs' counts; all done by the database. */
export async function listAdminSubmissions(
  db: Db,
  query: AdminSubmissionsQuery,
): Promise<AdminSubmissionList> {
  const [rows, counts] = await Promise.all([
    selectSubmissions(db, query)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countsFor(db, query.q),
  ]);
  return {
    submissions: rows.map(toAdminSubmission),
    total: counts[query.status],
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}
