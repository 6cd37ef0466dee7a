import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** Internal header carrying the client address to Better Auth; never trusted from the client. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';

function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    // The load balancer appends the address it saw; the left-most entry is the original client.
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no socket, e.g. a request made in-process by a test
  }
}

export function clientIpMiddleware(
  trustProxy: boolean,
): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    const ip = clientIp(c, trustProxy) ?? 'unknown';
    c.set('clientIp', ip);
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    await next();
  };
}
