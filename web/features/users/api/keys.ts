import type { AdminUsersQuery } from '#common/users';
import { adminRoot } from '#web/lib/list/admin-query';

/** Query keys of the user pages, under the root of every staff page's data. */
export const userKeys = {
  all: () => [...adminRoot, 'users'] as const,
  list: (query: AdminUsersQuery) => [...userKeys.all(), 'list', query] as const,
  detail: (id: string) => [...userKeys.all(), 'detail', id] as const,
};
