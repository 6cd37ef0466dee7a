import type { AdminSubmissionsQuery, SubmissionTab } from '#common/admin';

// What only /admin/submissions has: its status tabs. The search, sort and paging every admin
// list shares are in ../list/list-query.

type Query = AdminSubmissionsQuery;

/** Another tab lists other rows, so it starts again on page 1. */
export const withTab = (query: Query, status: SubmissionTab): Query => ({
  ...query,
  status,
  page: 1,
});

/** Whether a search or a status tab narrows the list (which empty message to show). */
export const isFiltered = (query: Query) => query.q !== '' || query.status !== 'all';
