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
