import { adminSearchSchema } from '#common/admin';
import { nextSort, type SortState } from './sort-toggle';

// How the controls of an admin list (/admin/submissions, /admin/users) change its query, which
// is kept in the URL. Anything that changes which rows match, or their order, goes back to page
// 1: the old page number would point into a different list.

/** Where a list is: which page, of how many rows. */
export interface PageState {
  page: number;
  pageSize: number;
}

/** What every admin list's query has: a search, a sort and a page. */
export interface ListQuery<K extends string = string> extends SortState<K>, PageState {
  q: string;
}

/** The search as the server reads it (trimmed, cut to ADMIN_SEARCH_MAX), so equal means equal. */
export const withSearch = <Q extends ListQuery>(query: Q, q: string): Q => ({
  ...query,
  q: adminSearchSchema.parse(q),
  page: 1,
});

/** Clicking the active column flips its direction; a newly chosen column starts ascending. */
export const withSort = <Q extends ListQuery>(query: Q, column: Q['sort']): Q => ({
  ...query,
  ...nextSort(query, column),
  page: 1,
});

/** Another page, a whole number of at least 1, with the filters untouched. */
export const withPage = <Q extends PageState>(query: Q, page: number): Q => ({
  ...query,
  page: Math.max(1, Math.floor(page)),
});

export const withPageSize = <Q extends PageState>(query: Q, pageSize: number): Q => ({
  ...query,
  pageSize,
  page: 1,
});

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The rows a page shows, in words: 'Showing 21–40 of 95'. */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}
