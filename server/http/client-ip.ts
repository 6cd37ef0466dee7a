import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { readableAddress } from '../lib/ip-address';

/** Internal header carrying the client address to Better Auth; never trusted from the client. */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';

/** How the portal learns the client's address: from the socket, or from trusted proxies. */
export interface ProxyTrust {
  trustProxy: boolean;
  /** How many proxies in front of the portal append to X-Forwarded-For. */
  hops: number;
}

/** One X-Forwarded-For entry as an address: some proxies add a port, IPv6 in brackets. */
function addressOf(entry: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const address = bracketed?.[1] ?? withPort?.[1] ?? entry;
  return isIP(address) ? address : undefined;
}

/**
 * The address the nearest trusted proxy saw. Each proxy appends the address it received the
 * request from, so only the last `hops` entries were written by proxies; everything left of
 * them came from the client and is whatever the client chose. With fewer entries than
 * proxies, the request passed fewer of them, and the left-most entry is the closest there is.
 */
export function forwardedClientIp(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return addressOf(entries[Math.max(entries.length - hops, 0)]!);
}

function clientIp(c: Context, { trustProxy, hops }: ProxyTrust): string | undefined {
  if (trustProxy) {
    const forwarded = forwardedClientIp(c.req.header('x-forwarded-for'), hops);
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no socket, e.g. a request made in-process by a test
  }
}

export function clientIpMiddleware(
  trust: ProxyTrust,
): MiddlewareHandler<{ Variables: { clientIp: string } }> {
  return async (c, next) => {
    // Kept as people write it: an IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
    const ip = readableAddress(clientIp(c, trust) ?? null) ?? 'unknown';
    c.set('clientIp', ip);
    c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    await next();
  };
}
