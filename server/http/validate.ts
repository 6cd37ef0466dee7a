import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from '#server/core/app-error';

/**
 * The value, checked; otherwise 400 with the first problem's message (the schema has the words)
 * and, when the problem is one field's, that field's key so a form can show it there.
 */
function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const [issue] = result.error.issues;
    const field = issue?.path.length ? issue.path.join('.') : undefined;
    throw new AppError('invalid_input', issue?.message ?? 'The request is not valid.', { field });
  }
  return result.data;
}

/**
 * Reads and checks a JSON body. Malformed JSON and invalid fields answer 400 with the first
 * problem's message (the schema carries the user-facing words), before anything changes.
 */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  return checked(schema, body);
}

/**
 * As parseBody, for a request whose body may be left out (no bytes at all): it is then read as
 * `{}`. A body that is there is read and checked as any other.
 */
export async function parseOptionalBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<z.output<S>> {
  const text = await c.req.text();
  if (!text.trim()) return checked(schema, {});
  try {
    return checked(schema, JSON.parse(text));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
}

/** Reads and checks the query string the same way. */
export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> =>
  checked(schema, c.req.query());
