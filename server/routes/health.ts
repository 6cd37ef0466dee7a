import { Hono } from 'hono';
import { healthContract, livenessContract, readinessContract } from '#common/contracts/health';
import type { Database } from '../db/client';
import { BUSY_RETRY_AFTER_SECONDS, errorBody } from '#server/core/app-error';
import { onContract, reply } from '../http/contract-route';
import { databaseAnswers, notReadyMessages, type Readiness } from '../http/readiness';
import type { AppEnv } from '../http/request-context';

export interface HealthSources {
  database: Database;
  draining: () => boolean;
  ready: () => Promise<Readiness>;
}

/**
 * The probes (README, "Probes and metrics"). `/api/health` answers whether this instance should
 * be sent requests: 503 while it shuts down (so a load balancer moves on at once) or while the
 * database does not answer; the UI's connection indicator reads it too. `live` is the process
 * answering; `ready` adds storage and migrations, for an orchestrator's readiness probe.
 */
export function healthRoutes({ database, draining, ready }: HealthSources) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    // As every other 503: the UI's connection indicator and balancers ask again then.
    if (c.res.status === 503) c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  });
  onContract(app, '/api/health', livenessContract, (c) =>
    reply(c, livenessContract, { status: 'ok' }),
  );
  onContract(app, '/api/health', readinessContract, async (c) => {
    const readiness = await ready();
    if (!readiness.ready)
      return c.json(
        { ...errorBody(readiness.code, readiness.message), checks: readiness.checks },
        503,
      );
    return reply(c, readinessContract, {
      status: 'ready',
      database: 'up',
      storage: 'up',
      migrations: 'applied',
    });
  });
  onContract(app, '/api/health', healthContract, async (c) => {
    const down = draining()
      ? 'shutting_down'
      : (await databaseAnswers(database))
        ? null
        : 'database_unavailable';
    if (down) return c.json(errorBody(down, notReadyMessages[down]), 503);
    return reply(c, healthContract, { status: 'ok', database: 'up' });
  });
  return app;
}
