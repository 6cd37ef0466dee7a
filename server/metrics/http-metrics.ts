import type { MiddlewareHandler } from 'hono';
import { routeOf } from '#server/http/route-of';
import { httpRequestDuration, httpRequests } from './instance-metrics';

/**
 * Counts and times every answer by the route that gave it: its pattern (`/api/submissions/:id`),
 * never the path itself, so an id in a URL cannot make a series of its own.
 */
export const httpMetrics = (): MiddlewareHandler => async (c, next) => {
  const started = process.hrtime.bigint();
  try {
    await next();
  } finally {
    const labels = {
      method: c.req.method,
      route: routeOf(c),
      status: String(c.res.status),
    };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  }
};
