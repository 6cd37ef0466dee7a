import { trace, type Span } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routeOf } from '#server/http/route-of';

/**
 * Gives the request's server span the route that answered it (`http.route`, and the name
 * `GET /api/submissions/:id`): the HTTP instrumentation sees only the path, which carries ids.
 * Mounted first on the app (`app.use(spanRoute())`). Without tracing there is no span, and it
 * does nothing; the path's own credentials never reach the span, only the route's pattern.
 */
export function spanRoute(activeSpan: () => Span | undefined = () => trace.getActiveSpan()) {
  const middleware: MiddlewareHandler = async (c, next) => {
    await next();
    const span = activeSpan();
    if (!span?.isRecording()) return;
    const route = routeOf(c);
    if (!route) return;
    span.setAttribute('http.route', route);
    span.updateName(`${c.req.method} ${route}`);
  };
  return middleware;
}
