import { z } from 'zod';
import { plainText } from './text';

// What every staff list (/api/admin/...) takes. Lists run in the database, so every one is
// paged, sorted and searched by the server.

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** Longer searches are cut: nobody types more, and search cost grows with it. */
export const ADMIN_SEARCH_MAX = 200;
/**
 * A search's counts stop past this many matches ('1,000+'): counting every match of a common
 * word would read a quarter of all ideas on every keystroke (ADR 14).
 */
export const SEARCH_COUNT_CAP = 1_000;

/** A list's page; a malformed one is the first. */
export const listPage = z.coerce.number().int().min(1).max(1_000_000).catch(1);
/** A list's page size, one of ADMIN_PAGE_SIZES; anything else is the default. */
export const listPageSize = z.coerce
  .number()
  .int()
  .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n))
  .catch(ADMIN_DEFAULT_PAGE_SIZE);
/** A list's search as the server reads it: trimmed and cut to ADMIN_SEARCH_MAX. */
export const adminSearchSchema = z
  .string()
  .trim()
  .catch('')
  .transform((q) => q.slice(0, ADMIN_SEARCH_MAX));
/**
 * The search in a list's query. Unlike the other parameters it is refused, not replaced, when
 * it holds characters nobody types: a search for something else than was asked is no answer.
 */
export const listSearch = plainText(z.string(), 'Search').default('').pipe(adminSearchSchema);
export const listDirection = z.enum(['asc', 'desc']);
