import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#web/lib/api';

/** The root key of every staff page's data; invalidating it refreshes every staff view. */
export const adminRoot = ['admin'] as const;

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
