import { isIPv4 } from 'node:net';

// How a dual-stack socket names an IPv4 client, the usual case: no parsing needed.
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * An address as people write it: IPv6 shortened (the auth library stores every group in full),
 * and an IPv4 client seen through a dual-stack socket (`::ffff:203.0.113.9`) as the IPv4
 * address it is.
 */
export function readableAddress(ip: string | null): string | null {
  if (!ip?.includes(':')) return ip;
  const mappedIpv4 = MAPPED_IPV4.exec(ip);
  if (mappedIpv4 && isIPv4(mappedIpv4[1]!)) return mappedIpv4[1]!;
  let short: string;
  try {
    short = new URL(`http://[${ip}]`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
  // The URL parser writes a mapped address's last 32 bits as two hex groups.
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(short);
  if (!mapped) return short;
  const [high, low] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
