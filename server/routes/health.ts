import { Hono } from 'hono';
import { healthContract } from '#common/contracts/health';
import type { Database } from '../db/client';
import { BUSY_RETRY_AFTER_SECONDS, errorBody } from '#server/core/app-error';
import { onContract, reply } from '../http/contract-route';
import type { AppEnv } from '../http/request-context';

/**
 * Answers whether this instance should be sent requests: 503 while it shuts down (so a load
 * balancer moves on at once) or while the database does not answer. A load balancer and the
 * UI's connection indicator read it.
 */
export function healthRoutes(database: Database, draining: () => boolean = () => false) {
  const app = new Hono<AppEnv>();
  onContract(app, '/api/health', healthContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    if (draining()) {
      // As every other 503: the UI's connection indicator asks again then.
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return c.json(errorBody('shutting_down', 'This instance is shutting down.'), 503);
    }
    try {
      await database.ping();
      database.outage.answered();
      return reply(c, healthContract, { status: 'ok', database: 'up' });
    } catch (error) {
      database.outage.unavailable(error);
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return c.json(errorBody('database_unavailable', 'The database is not answering.'), 503);
    }
  });
  return app;
}
