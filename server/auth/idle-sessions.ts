import { eq } from 'drizzle-orm';
import { idleSignOut } from '#common/auth/idle';
import { readsOthersIdeas } from '#common/roles';
import { AppError } from '#server/core/app-error';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Env } from '../env';
import { logger } from '../lib/logger';

/** Minutes a session may go unused, for staff and for inventors (SESSION_IDLE_MINUTES). */
export type IdleLimits = Env['SESSION_IDLE_MINUTES'];

/** What the idle rule reads of a session and its account. */
export interface IdleCandidate {
  session: {
    id: string;
    lastActiveAt?: Date | string | null | undefined;
    createdAt: Date | string;
  };
  user: { id: string; role?: string | null | undefined };
}

const MINUTE = 60_000;

export const idleLimitMs = (limits: IdleLimits, role: string | null | undefined) =>
  (readsOthersIdeas(role) ? limits.staff : limits.inventors) * MINUTE;

/**
 * The automatic sign-out of an unattended session (NIST 800-63B AAL2, HIPAA 164.312(a)(2)(iii)):
 * a session whose person has made no request for its limit is deleted, on every instance at
 * once, and the request that found it answers 401 `session_idle`. Only requests the person made
 * themselves keep it alive; the web app marks its background polls, and event streams never
 * count. Activity is written at most once per tenth of the limit (a minute at most), so a busy
 * session costs one write a minute, not one per request.
 */
export function createIdleRule(db: Db, limits: IdleLimits) {
  return async function enforce<S extends IdleCandidate>(found: S, activity: boolean): Promise<S> {
    const limit = idleLimitMs(limits, found.user.role);
    const last = new Date(found.session.lastActiveAt ?? found.session.createdAt).getTime();
    const now = Date.now();
    if (now - last > limit) {
      await db.delete(sessions).where(eq(sessions.id, found.session.id));
      logger.info('session ended after inactivity', {
        userId: found.user.id,
        idleMinutes: limit / MINUTE,
      });
      throw new AppError('session_idle', idleSignOut.message(limit / MINUTE));
    }
    if (activity && now - last >= Math.min(MINUTE, limit / 10)) {
      const lastActiveAt = new Date(now);
      await db.update(sessions).set({ lastActiveAt }).where(eq(sessions.id, found.session.id));
      return { ...found, session: { ...found.session, lastActiveAt } };
    }
    return found;
  };
}

export type IdleRule = ReturnType<typeof createIdleRule>;

/**
 * Whether a request is the person's own doing. The web app sends `X-Background-Request: 1` on
 * requests nobody asked for just then (polls, refetches of a page left open); anything else a
 * browser or a script sends counts as use.
 */
export const isPersonsOwnRequest = (headers: Headers) =>
  headers.get(idleSignOut.backgroundHeader) === null;
