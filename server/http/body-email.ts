import type { Context } from 'hono';
import { normaliseEmail } from '#common/auth/email';

/**
 * The normalised e-mail address a JSON body names, if any. Read from a clone: the handler after
 * the middleware that asks reads the body again.
 */
export async function bodyEmail(c: Context): Promise<string | undefined> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown } | null;
    return typeof body?.email === 'string' && body.email.trim()
      ? normaliseEmail(body.email)
      : undefined;
  } catch {
    return undefined;
  }
}
