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
// in time; PostgreSQL's own "too many connections", and a statement cancelled by the statement
// timeout (client.ts): all say "not now", not "never".
const BUSY_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const BUSY_CODES = new Set(['53300', '57014']);

/** The driver's error, or one it wraps: drizzle and the auth library wrap the driver's error. */
function* causes(error: unknown): Generator<Error & { code?: unknown }> {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) yield e;
}

/**
 * Whether `error` (or what it wraps) says the database is too busy to take the query now,
 * rather than that the query was wrong.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (const e of causes(error)) {
    if (BUSY_MESSAGES.includes(e.message)) return true;
    if (BUSY_CODES.has(String(e.code))) return true;
  }
  return false;
}

// The network's ways of saying the server is not there (a refused, reset or timed-out
// connection, a name that does not resolve) ...
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
]);
// ... PostgreSQL's: shutting down, crashed, starting up ...
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03']);
// node-postgres's, for a query the server did not answer at all within its time (client.ts):
// PostgreSQL cancels a slow statement itself before then, so this one is not there.
const UNANSWERED_MESSAGE = 'Query read timeout';

/** Whether `error` (or what it wraps) is a query the database never answered. */
export function isUnanswered(error: unknown): boolean {
  for (const e of causes(error)) if (e.message === UNANSWERED_MESSAGE) return true;
  return false;
}

// ... and node-postgres's, for a connection lost under a query or a pool closed under it.
const LOST_CONNECTION_MESSAGES = [
  UNANSWERED_MESSAGE,
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Whether `error` (or what it wraps) says the database cannot be reached at all: not there,
 * gone mid-query, not answering, or starting up. SQLSTATE class 08 is PostgreSQL's "connection exception".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = String(e.code);
    if (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code) || code.startsWith('08'))
      return true;
    if (LOST_CONNECTION_MESSAGES.includes(e.message)) return true;
    // Connecting to a name with several addresses fails with each of them.
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** Whether `error`, or what it wraps, is PostgreSQL's "insufficient privilege" (SQLSTATE 42501). */
export function isPermissionDenied(error: unknown): boolean {
  for (const e of causes(error)) if (e.code === '42501') return true;
  return false;
}
