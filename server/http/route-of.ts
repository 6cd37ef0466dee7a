import type { Context } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';

/**
 * The pattern of the route a request was for (`/api/submissions/:id`), for metrics and traces:
 * never the path, whose ids would make a series or span name of each. It is the first handler
 * registered for the method, which is the one Hono runs, even when a guard answered first (a
 * 401 on `/api/submissions/:id` is still about that route); for a path no route serves, the
 * pattern of whatever answered (the API's `/api/*` 404, the web app's `/*`).
 */
export function routeOf(c: Context): string {
  let route = known.get(c);
  if (route === undefined) {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    route = matchedRoutes(c).find((r) => r.method === method)?.path ?? routePath(c);
    known.set(c, route);
  }
  return route;
}

// Metrics and the trace's span both ask once the answer is made, when it no longer changes.
const known = new WeakMap<Context, string>();
