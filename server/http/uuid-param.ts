import type { Context } from 'hono';
import { AppError } from '#server/core/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path parameter naming a row by its UUID. Anything else names no row: it answers the route's
 * own 404, as a well-formed id nobody has would, and never reaches a uuid column (where the
 * database would refuse it with an error instead of an answer).
 */
export function uuidParam(c: Context, name: string, notFound: string): string {
  const value = c.req.param(name);
  if (!value || !UUID.test(value)) throw new AppError('not_found', notFound);
  return value;
}

/** A query parameter naming a row by its UUID, when given; anything else is the route's 404. */
export function uuidQuery(c: Context, name: string, notFound: string): string | undefined {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if (!UUID.test(value)) throw new AppError('not_found', notFound);
  return value;
}
