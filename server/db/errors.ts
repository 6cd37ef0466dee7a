/**
 * Whether `error` is PostgreSQL's unique violation (SQLSTATE 23505), of the index or constraint
 * `constraint` when given. Drizzle wraps the driver's error: the fields are on it or its cause.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = error as { code?: unknown; constraint?: unknown } | null;
  if (fields?.code === '23505') return constraint === undefined || fields.constraint === constraint;
  return (
    error instanceof Error &&
    error.cause !== undefined &&
    isUniqueViolation(error.cause, constraint)
  );
}

// What node-postgres says when no connection came free in time, or the server did not answer
// in time; and PostgreSQL's own "too many connections" and "starting up or shutting down".
const BUSY_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const BUSY_CODES = new Set(['53300', '57P03']);

/**
 * Whether `error` (or what it wraps: drizzle and the auth library wrap the driver's error) says
 * the database is too busy to take the query now, rather than that the query was wrong.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (BUSY_MESSAGES.includes(e.message)) return true;
    if (BUSY_CODES.has(String((e as { code?: unknown }).code))) return true;
  }
  return false;
}

/** Whether `error`, or what it wraps, is PostgreSQL's "insufficient privilege" (SQLSTATE 42501). */
export function isPermissionDenied(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if ((e as { code?: unknown }).code === '42501') return true;
  }
  return false;
}
