import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';
import { integrationMessages } from '#common/integrations';
import { AppError } from '#server/core/app-error';

/**
 * Where webhooks may go (ADR 41): never, unless WEBHOOK_ALLOW_PRIVATE=true, to an address in a
 * private, loopback, link-local or other non-public range, so a registered endpoint cannot reach
 * the portal's own network (SSRF); and in production over `https` only, but to such an allowed
 * private address on the company's own network, where TLS often ends before the receiver.
 */
export interface TargetPolicy {
  requireHttps: boolean;
  allowPrivate: boolean;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is one on the public internet: ipaddr.js names every other range, and of
 * IPv6 only global unicast (2000::/3) is public (an IPv4-compatible `::a.b.c.d` is not).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address is judged as IPv4
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/**
 * What WEBHOOK_ALLOW_PRIVATE opens: the company's own networks (private, unique-local,
 * loopback, shared address space), never link-local (where cloud metadata services answer),
 * unspecified, multicast or broadcast addresses.
 */
const OWN_NETWORKS = new Set(['private', 'uniqueLocal', 'loopback', 'carrierGradeNat']);
function isReachable(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return isPublicAddress(address) || OWN_NETWORKS.has(ipaddr.process(address).range());
}

const resolveAll = promisify(dnsLookup) as unknown as (
  host: string,
  options: { all: true; verbatim: true },
) => Promise<LookupAddress[]>;

/** The URL as an endpoint may have it, or the reason it may not. */
export function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('invalid_input', integrationMessages.urlInvalid, { field: 'url' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('invalid_input', integrationMessages.urlInvalid, { field: 'url' });
  if (url.username || url.password)
    throw new AppError('invalid_input', integrationMessages.urlCredentials, { field: 'url' });
  return url;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * The addresses the URL's host resolves to, each one public unless private ones are allowed;
 * otherwise an answer saying which host was refused. Checked when an endpoint is saved and again
 * at every delivery, where `guardedLookup` also pins the connection to the address checked.
 */
export async function checkTarget(raw: string, policy: TargetPolicy): Promise<URL> {
  const url = parseTarget(raw);
  const host = hostOf(url);
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await resolveAll(host, { all: true, verbatim: true });
  } catch {
    throw new AppError('invalid_input', integrationMessages.hostUnresolved(host), { field: 'url' });
  }
  if (addresses.length === 0)
    throw new AppError('invalid_input', integrationMessages.hostUnresolved(host), { field: 'url' });
  const allPrivate = addresses.every(({ address }) => !isPublicAddress(address));
  const allowed = (address: string) =>
    policy.allowPrivate ? isReachable(address) : isPublicAddress(address);
  if (!addresses.every(({ address }) => allowed(address)))
    throw new AppError('invalid_input', integrationMessages.privateAddress(host), { field: 'url' });
  if (policy.requireHttps && url.protocol !== 'https:' && !(policy.allowPrivate && allPrivate))
    throw new AppError('invalid_input', integrationMessages.httpsRequired, { field: 'url' });
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that refuses a non-public address at connection time: the name
 * is resolved once, checked, and that very address is connected to, so a name that changes its
 * answer after the check (DNS rebinding) gains nothing. `onlyPrivate`: the other way round, for
 * plain http in production, allowed only to the company's own network.
 */
export function guardedLookup(policy: TargetPolicy, { onlyPrivate = false } = {}) {
  const usable = (address: string) =>
    onlyPrivate
      ? !isPublicAddress(address) && isReachable(address)
      : isPublicAddress(address) || (policy.allowPrivate && isReachable(address));
  return (
    hostname: string,
    options: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const kept = addresses.filter(({ address }) => usable(address));
      if (kept.length === 0)
        return callback(
          Object.assign(new Error(integrationMessages.privateAddress(hostname)), {
            code: 'EADDRNOTPUBLIC',
          }),
          [],
        );
      if (options.all) return callback(null, kept);
      callback(null, kept[0]!.address, kept[0]!.family);
    });
  };
}
