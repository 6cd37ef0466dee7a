import type { AdminSubmissionsQuery } from '#common/staff-submissions';
import { adminRoot } from '#web/lib/list/admin-query';

/** Query keys of the staff submission pages, under the root of every staff page's data. */
export const staffSubmissionKeys = {
  all: () => [...adminRoot, 'submissions'] as const,
  list: (query: AdminSubmissionsQuery) => [...staffSubmissionKeys.all(), 'list', query] as const,
  detail: (id: string) => [...staffSubmissionKeys.all(), 'detail', id] as const,
};
