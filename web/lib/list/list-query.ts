import { adminSearchSchema } from '#common/list-query';
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

/** A count as shown: '12,345', or '1,000+' when counting stopped there (ADR 14). */
export const countText = (count: number, capped = false): string =>
  `${count.toLocaleString('en-US')}${capped ? '+' : ''}`;

/** A count as read out: '12,345', or 'more than 1,000'. */
export const countWords = (count: number, capped = false): string =>
  capped ? `more than ${count.toLocaleString('en-US')}` : count.toLocaleString('en-US');

/**
 * The rows a page shows, in words: 'Showing 21–40 of 95'. When the total is capped the page's
 * own rows say where it ends: 'Showing 21–40 of 1,000+'.
 */
export function pageRangeText(
  page: number,
  pageSize: number,
  total: number,
  capped?: { rowsOnPage: number },
): string {
  if (total === 0) return 'Showing 0 of 0';
  const start = (page - 1) * pageSize + 1;
  const first = capped ? start : Math.min(start, total);
  const last = capped ? start + capped.rowsOnPage - 1 : Math.min(page * pageSize, total);
  return `Showing ${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${countText(total, capped !== undefined)}`;
}
