import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Endpoint } from '#common/contracts/endpoint';
import { callApi } from '#web/lib/api';

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

/**
 * An admin endpoint's data, read by `read` (a callApi of its contract, which checks the answer
 * against the contract's schema), cached by the admin pages' rules.
 */
export const adminQuery = <const K extends readonly unknown[], T>(
  queryKey: K,
  read: (signal: AbortSignal) => Promise<T>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => read(signal),
    ...adminQueryDefaults,
  });

/** A staff list's endpoint: a GET with a list query, answering with one page of rows. */
type ListContract<Query, Rows> = Endpoint & {
  method: 'GET';
  query: z.ZodType<Query>;
  response: z.ZodType<Rows>;
};

/**
 * An admin list: what a URL without parameters shows, reading and writing a list query in the
 * URL (defaults left out), and the page of rows for a query, from the list's contract.
 */
export function adminList<
  Query extends Record<string, string | number>,
  const K extends readonly unknown[],
  Rows,
>({ contract, key }: { contract: ListContract<Query, Rows>; key: (query: Query) => K }) {
  const defaults = contract.query.parse({});
  const searchParams = (query: Query) => toSearchParams(query, defaults);
  const list: ListContract<Query, Rows> = contract;
  return {
    defaults,
    queryFrom: (params: URLSearchParams): Query => listQueryFrom(contract.query, params),
    searchParams,
    queryOptions: (query: Query) =>
      adminQuery(key(query), (signal) =>
        callApi(list, { query: Object.fromEntries(searchParams(query)), signal }),
      ),
  };
}
