import type {
  AdminSubmissionsQuery,
  SubmissionSortKey,
  SubmissionTab,
} from '../../../../../common/admin';
import { nextSort } from './sort-toggle';

// How each control of /admin/submissions changes the list's query (kept in the URL). Anything
// that changes which rows match, or their order, goes back to page 1: the old page number
// would point into a different list.

type Query = AdminSubmissionsQuery;

export const withTab = (query: Query, status: SubmissionTab): Query => ({
  ...query,
  status,
  page: 1,
});

export const withSearch = (query: Query, q: string): Query => ({ ...query, q: q.trim(), page: 1 });

export const withSortBy = (query: Query, column: SubmissionSortKey): Query => ({
  ...query,
  ...nextSort(query, column),
  page: 1,
});

export const withPage = (query: Query, page: number): Query => ({
  ...query,
  page: Math.max(1, Math.trunc(page)),
});

export const withPageSize = (query: Query, pageSize: number): Query => ({
  ...query,
  pageSize,
  page: 1,
});

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

/** Whether a search or a status tab narrows the list (which empty message to show). */
export const isFiltered = (query: Query) => query.q !== '' || query.status !== 'all';

/** The rows a page shows, in words: 'Showing 21–40 of 95'. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
