import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { hitAll, type Hit, type Rule } from '../services/rate-limit/limiter';
import { bodyEmail } from './body-email';
import { tooManyRequests } from '#server/core/app-error';

export interface Limit {
  /** Names the counter, e.g. 'sign-up'. */
  name: string;
  /**
   * Count per client address, per e-mail address named in the JSON body, or per signed-in
   * account (after requireUser).
   */
  by: 'ip' | 'email' | 'user';
  rule: Rule;
}

/** The counter of a limit for one address, e-mail address or account. */
export const limitKey = (limit: Limit, subject: string) => `${limit.name}:${limit.by}:${subject}`;

type Variables = { clientIp: string; user?: { id: string } };

async function subjectOf(c: Context<{ Variables: Variables }>, by: Limit['by']) {
  if (by === 'ip') return c.get('clientIp');
  if (by === 'user') return c.get('user')?.id;
  return bodyEmail(c);
}

/** Refuses a request with 429 and the seconds to wait when any of its limits is exceeded. */
export function rateLimit(db: Db, limits: Limit[]): MiddlewareHandler<{ Variables: Variables }> {
  return async (c, next) => {
    const hits: Hit[] = [];
    for (const limit of limits) {
      const subject = await subjectOf(c, limit.by);
      if (subject) hits.push({ key: limitKey(limit, subject), rule: limit.rule });
    }
    const refused = (await hitAll(db, hits)).filter((verdict) => !verdict.allowed);
    if (refused.length) throw tooManyRequests(Math.max(...refused.map((v) => v.retryAfterSeconds)));
    await next();
  };
}
