import { Hono } from 'hono';
import {
  calendarFeedContract,
  calendarFeedFileContract,
  resetCalendarFeedContract,
} from '#common/contracts/calendar';
import { fillPath } from '#common/contracts/endpoint';
import { AppError } from '#server/core/app-error';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { calendarFeedOf, calendarFeedSince, resetCalendarFeed } from '../services/calendar/index';

const FEED_SUFFIX = '.ics';

/**
 * Settings: a staff member's own feed address, made anew; mounted under /api/admin, so admins
 * and reviewers with their second factor alone reach it.
 */
export function staffCalendarFeedRoutes(deps: { db: Db; appUrl: string }) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  onContract(app, base, calendarFeedContract, async (c) => {
    const since = await calendarFeedSince(deps.db, actorOf(c));
    return reply(c, calendarFeedContract, { createdAt: since?.toISOString() ?? null });
  });
  onContract(app, base, resetCalendarFeedContract, async (c) => {
    const token = await resetCalendarFeed(deps.db, actorOf(c), requestInfo(c));
    const file = `${token}${FEED_SUFFIX}`;
    return reply(c, resetCalendarFeedContract, {
      url: `${deps.appUrl}${fillPath(calendarFeedFileContract.path, { file })}`,
    });
  });
  return app;
}

/**
 * The feed itself, fetched by calendar apps without a session: the token in its address is the
 * credential. Any address that is not a live feed's is one that does not exist.
 */
export function calendarRoutes(db: Db, appUrl: string) {
  const app = new Hono<AppEnv>();
  onContract(
    app,
    '/api/calendar',
    calendarFeedFileContract,
    rateLimit(db, routeLimits.calendarFeed),
    async (c) => {
      const file = c.req.param('file') ?? '';
      const feed = file.endsWith(FEED_SUFFIX)
        ? await calendarFeedOf(db, appUrl, file.slice(0, -FEED_SUFFIX.length))
        : null;
      if (feed === null) throw new AppError('not_found', 'No such calendar feed.');
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      // The dates are one person's to see: kept by no shared cache, nor on disk.
      c.header('Cache-Control', 'private, no-store');
      return c.body(feed);
    },
  );
  return app;
}
