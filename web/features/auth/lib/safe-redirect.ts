const PROBE_ORIGIN = 'http://portal.invalid';

/**
 * A path inside this site to go to, or the fallback. Accepts only paths that begin with a
 * single '/', so a crafted `?redirect=//evil.example` or `https://...` cannot send anyone away.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // '//host' and '/\host' are read by browsers as another host; control characters are stripped.
  if (value.startsWith('//') || value.includes('\\') || /\p{Cc}/u.test(value)) return fallback;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** Where a guard's `state.from` (a router location) points, if it is a safe path. */
export function fromLocation(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return safeRedirectPath(from, '') || null;
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as {
      pathname?: unknown;
      search?: unknown;
      hash?: unknown;
    };
    if (typeof pathname !== 'string') return null;
    const path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    return safeRedirectPath(path, '') || null;
  }
  return null;
}

/** The path a `?next=` query names, if it is a safe one. */
export function nextParam(search: string): string | null {
  return safeRedirectPath(new URLSearchParams(search).get('next'), '') || null;
}

/** The email carried in navigation state (`{ email }`), if any. */
export function emailFromState(state: unknown): string | null {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim() : null;
}
