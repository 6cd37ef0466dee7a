import { Hono } from 'hono';
import { isApiErrorBody } from '../../common/api-error';
import type { Auth } from '../auth/auth';
import { errorBody } from '../http/errors';

/**
 * Mounts Better Auth and gives its errors the API's one error shape,
 * keeping its status and headers (for example the seconds to wait after a 429).
 */
export function authRoutes(auth: Auth) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const response = await auth.handler(c.req.raw);
    if (response.status < 400) return response;
    let body: unknown = null;
    try {
      body = await response.clone().json();
    } catch {
      // an empty or non-JSON error body
    }
    if (isApiErrorBody(body)) return response;
    const { code, message } = (body ?? {}) as { code?: string; message?: string };
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-type', 'application/json');
    const retryAfter = headers.get('x-retry-after');
    if (retryAfter && !headers.has('retry-after')) headers.set('retry-after', retryAfter);
    const fallback = response.status === 404 ? 'not_found' : 'auth_error';
    return new Response(
      JSON.stringify(
        errorBody(
          code?.toLowerCase() ?? fallback,
          message || response.statusText || 'Request failed.',
        ),
      ),
      { status: response.status, headers },
    );
  });
}
