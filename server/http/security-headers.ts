import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';

/** `frameSources`: other origins the embedded signing dialog may show (the signing provider's). */
export interface SecurityOptions {
  https: boolean;
  frameSources?: string[];
}

const contentSecurityPolicy = (frameSources: string[]) =>
  Object.entries({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Toasts and UI primitives set inline styles; scripts stay strictly same-origin.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", ...frameSources],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  })
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');

/** The headers every answer carries, as name and value. */
function securityHeaderList({ https, frameSources = [] }: SecurityOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(frameSources)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(https
      ? [['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Adds the security headers to every answer; a header an answer sets itself is kept. On the
 * Node server they go straight onto its outgoing answer before the route runs, which costs a
 * fraction of adding them to the finished Response; answers made in-process (tests) get them
 * added afterwards.
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  const headers = securityHeaderList(options);
  return async (c, next) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) {
      for (const [name, value] of headers) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of headers) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  };
}
