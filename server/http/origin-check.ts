import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/core/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing API request: the browser must
 * say it comes from the portal's own origin. Server-to-server callers (a signing service's
 * webhook, systems with an API key) are exempted by path, with everything under it, and
 * authenticate with their own signature or key: no cookie of theirs can be ridden. So are public
 * routes that never read a session (/verify): a forged request there acts for no one.
 */
export function originCheck(
  allowedOrigins: string[],
  exemptPaths: string[] = [],
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    const exempt = exemptPaths.some(
      (path) => c.req.path === path || c.req.path.startsWith(`${path}/`),
    );
    if (SAFE.has(c.req.method) || exempt) return next();
    const origin = c.req.header('origin');
    const sameOrigin = origin
      ? allowed.has(origin)
      : c.req.header('sec-fetch-site') === 'same-origin';
    if (!sameOrigin) {
      throw new AppError('forbidden_origin', 'This request must come from the portal itself.');
    }
    return next();
  };
}
