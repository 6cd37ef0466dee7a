import type { z } from 'zod';
import type { AdminSubmissionsQuery, AdminUsersQuery } from '#common/admin';

/** Query keys of the admin pages; invalidating `all` refreshes every admin view. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  activity: () => [...adminKeys.all, 'activity'] as const,
  submissions: () => [...adminKeys.all, 'submissions'] as const,
  submissionList: (query: AdminSubmissionsQuery) =>
    [...adminKeys.submissions(), 'list', query] as const,
  submission: (id: string) => [...adminKeys.submissions(), 'detail', id] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: AdminUsersQuery) => [...adminKeys.users(), 'list', query] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
};

/**
 * Admin pages' data (spec 01 §9 "Data cache"): one retry, no refetch on window focus, fresh
 * for five minutes. A 4xx is not retried: it will not change.
 */
export const adminQueryDefaults = {
  staleTime: 300_000,
  refetchOnWindowFocus: false,
  retry: (failureCount: number, error: Error) =>
    !(
      'status' in error &&
      typeof error.status === 'number' &&
      error.status >= 400 &&
      error.status < 500
    ) && failureCount < 1,
} as const;

/**
 * Reads a list query from URL search parameters; anything malformed falls back to its default.
 * The API refuses a search holding characters nobody types, so such a search is dropped too.
 */
export function listQueryFrom<S extends z.ZodType>(schema: S, params: URLSearchParams) {
  const given = Object.fromEntries(params);
  const read = schema.safeParse(given);
  return read.success ? read.data : schema.parse({ ...given, q: '' });
}

/** A query string from a list query, leaving out the defaults so shared URLs stay short. */
export function toSearchParams(
  query: Record<string, string | number>,
  defaults: Record<string, string | number>,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}
