import type { MiddlewareHandler } from 'hono';
import { isPlainText, notPlainTextMessage } from '#common/text';
import { AppError } from '#server/core/app-error';

/** How messages name the fields Better Auth's forms send; any other field by its key. */
const labels: Record<string, string> = {
  email: 'Email',
  newEmail: 'Email',
  name: 'Name',
  image: 'Image',
  token: 'Token',
  callbackURL: 'Callback URL',
  redirectTo: 'Redirect URL',
};
/** Passwords are any characters their owner chose; they are hashed, never stored or shown. */
const passwords = new Set(['password', 'newPassword', 'currentPassword']);
/** Fields that, when given, must be text: the account's name may be empty, never missing. */
const textOnly = ['name'];

const label = (key: string) => labels[key] ?? key;

/**
 * The first problem with the text of a request to Better Auth: a field (at any depth of the JSON
 * body, or in the query) holding a control character or half a surrogate pair, or a name that
 * is not text. Better Auth reads these itself and would hand them to the database as they are.
 */
export function textProblem(body: unknown, query: Record<string, string>): string | undefined {
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const key of textOnly) {
      const value = (body as Record<string, unknown>)[key];
      if (value !== undefined && typeof value !== 'string') return `${label(key)} must be text.`;
    }
  }
  const pending: [string, unknown][] = [...Object.entries(query), ['', body]];
  while (pending.length) {
    const [key, value] = pending.pop()!;
    if (passwords.has(key)) continue;
    if (typeof value === 'string' && !isPlainText(value)) return notPlainTextMessage(label(key));
    if (value && typeof value === 'object')
      for (const entry of Object.entries(value))
        pending.push([Array.isArray(value) ? key : entry[0], entry[1]]);
  }
  return undefined;
}

/** Refuses such a request with 400 before any limit, lock or Better Auth reads it. */
export const refuseUnusableText: MiddlewareHandler = async (c, next) => {
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    body = undefined; // no JSON body
  }
  const problem = textProblem(body, c.req.query());
  if (problem) throw new AppError('invalid_input', problem);
  await next();
};
