// What the HTTP spans may say of an address (docs/decisions/0047-observability.md): a query
// string can carry a token or a search for someone's email, a path a credential, and an
// outgoing address (a webhook's) a secret. Pure functions: no OpenTelemetry import.

/**
 * Paths whose last part is a credential: the calendar feed's token, the password-reset token
 * of our page and of the auth library's link. A new route with a secret in its path goes here.
 */
const CREDENTIAL_PATHS = [
  { prefix: '/api/calendar/', as: '/api/calendar/:file' },
  { prefix: '/api/account/password-reset/', as: '/api/account/password-reset/:token' },
  { prefix: '/api/auth/reset-password/', as: '/api/auth/reset-password/:token' },
];

/** The incoming request's path without its query, a credential in it replaced by a name. */
export function safeIncomingPath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  return CREDENTIAL_PATHS.find(({ prefix }) => path.startsWith(prefix))?.as ?? path;
}

/** Probes (/api/health, /live, /ready) and the metrics scrape come every few seconds: noise. */
export function isProbe(url: string | undefined): boolean {
  const path = (url ?? '/').split(/[?#]/, 1)[0]!;
  return path === '/api/health' || path.startsWith('/api/health/') || path === '/metrics';
}

/** Where an outgoing call goes, without path, query or user: scheme, host and port. */
export function originOf(target: {
  protocol?: string | null;
  hostname?: string | null;
  host?: string | null;
  port?: number | string | null;
}): string {
  const protocol = target.protocol || 'http:';
  const host = target.hostname || target.host?.replace(/:\d+$/, '') || 'localhost';
  const port = target.port ? `:${target.port}` : '';
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`${protocol}//${bracketed}${port}`).origin;
  } catch {
    return `${protocol}//${bracketed}${port}`;
  }
}
