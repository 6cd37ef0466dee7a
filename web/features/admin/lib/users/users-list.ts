import {
  adminUsersQuerySchema,
  type AdminUsersQuery,
  type UserSortKey,
} from '../../../../../common/admin';

// How the user list's controls change its query. Every change but paging starts again on page
// 1: the rows of page 3 of the old order mean nothing in the new one.

/** The search as the server reads it (trimmed, cut to ADMIN_SEARCH_MAX), so equal means equal. */
export const withSearch = (query: AdminUsersQuery, q: string): AdminUsersQuery => ({
  ...query,
  q: adminUsersQuerySchema.shape.q.parse(q),
  page: 1,
});

/** Clicking the active column flips its direction; a newly chosen column starts ascending. */
export const withSort = (query: AdminUsersQuery, sort: UserSortKey): AdminUsersQuery => ({
  ...query,
  sort,
  dir: query.sort === sort && query.dir === 'asc' ? 'desc' : 'asc',
  page: 1,
});

export const withPage = (query: AdminUsersQuery, page: number): AdminUsersQuery => ({
  ...query,
  page: Math.max(1, Math.floor(page)),
});

export const withPageSize = (query: AdminUsersQuery, pageSize: number): AdminUsersQuery => ({
  ...query,
  pageSize,
  page: 1,
});

/** The value of a column header's aria-sort. */
export function ariaSort(
  query: AdminUsersQuery,
  column: UserSortKey,
): 'ascending' | 'descending' | 'none' {
  if (query.sort !== column) return 'none';
  return query.dir === 'asc' ? 'ascending' : 'descending';
}

/** How many pages the list has; an empty list still has its one (empty) page. */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(total / pageSize));
