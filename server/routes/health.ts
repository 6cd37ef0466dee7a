import { Hono } from 'hono';
import type { Database } from '../db/client';
import { errorBody } from '../http/errors';
import type { AppEnv } from '../http/request-context';
import { errorMessage, logger } from '../lib/logger';

/** Answers whether the database answers; a load balancer and the UI's connection indicator read it. */
export function healthRoutes(database: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'up' });
    } catch (error) {
      logger.warn('health check: database not answering', { error: errorMessage(error) });
      return c.json(errorBody('database_unavailable', 'The database is not answering.'), 503);
    }
  });
}
