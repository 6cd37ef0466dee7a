import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api';
import { adminQueryDefaults, listQueryFrom, toSearchParams } from '#web/features/submissions/staff/api/keys';

/** An admin endpoint's data, checked against `schema`, cached by the admin pages' rules. */
export const adminQuery = <const K extends readonly unknown[], T>(
  queryKey: K,
  url: string,
  schema: z.ZodType<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: async ({ signal }) => schema.parse(await apiRequest<unknown>(url, { signal })),
    ...adminQueryDefaults,
  });

/**
 * An admin list: what a URL without parameters shows, reading and writing a list query in the
 * URL (defaults left out), and the page of rows for a query.
 */
export function adminList<
  Query extends Record<string, string | number>,
  const K extends readonly unknown[],
  Rows,
>({
  path,
  querySchema,
  rowsSchema,
  key,
}: {
  path: string;
  querySchema: z.ZodType<Query>;
  rowsSchema: z.ZodType<Rows>;
  key: (query: Query) => K;
}) {
  const defaults = querySchema.parse({});
  const searchParams = (query: Query) => toSearchParams(query, defaults);
  return {
    defaults,
    queryFrom: (params: URLSearchParams): Query => listQueryFrom(querySchema, params),
    searchParams,
    queryOptions: (query: Query) =>
      adminQuery(key(query), `${path}?${searchParams(query)}`, rowsSchema),
  };
}
