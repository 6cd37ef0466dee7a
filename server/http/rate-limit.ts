import type { Context, MiddlewareHandler } from 'hono';
import { normaliseEmail } from '../../common/auth/email';
import type { Db } from '../db/client';
import { hit, type Rule } from '../services/rate-limit/limiter';
import { tooManyRequests } from './errors';

export interface Limit {
  /** Names the counter, e.g. 'sign-up'. */
  name: string;
  /** Count per client address, or per e-mail address named in the JSON body. */
  by: 'ip' | 'email';
  rule: Rule;
}

async function bodyEmail(c: Context): Promise<string | undefined> {
  try {
    // A clone: the handler after this middleware reads the body again.
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body?.email === 'string' && body.email.trim()
      ? normaliseEmail(body.email)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Refuses a request with 429 and the seconds to wait when any of its limits is exceeded. */
export function rateLimit(
  db: Db,
  limits: Limit[],
): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    let wait = 0;
    for (const limit of limits) {
      const subject = limit.by === 'ip' ? c.get('clientIp') : await bodyEmail(c);
      if (!subject) continue;
      const verdict = await hit(db, `${limit.name}:${limit.by}:${subject}`, limit.rule);
      if (!verdict.allowed) wait = Math.max(wait, verdict.retryAfterSeconds);
    }
    if (wait) throw tooManyRequests(wait);
    await next();
  };
}
