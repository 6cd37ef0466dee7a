import type { MiddlewareHandler } from 'hono';
import { AppError } from '#server/core/app-error';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for every state-changing API request: the browser must
 * say it comes from the portal's own origin. Server-to-server callers (webhooks) are
 * exempted by path and authenticate with their own signature.
 */
export function originCheck(
  allowedOrigins: string[],
  exemptPaths: string[] = [],
): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE.has(c.req.method) || exemptPaths.includes(c.req.path)) return next();
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
