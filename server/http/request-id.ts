import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { inRequestScope } from '#server/core/request-scope';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// What proxies and tracing tools send (UUIDs, hex trace ids, ULIDs): a client's id is kept only
// if it is short and plain, so it can go into a log line or a header as it is.
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;
// Error bodies are a code and a sentence; anything larger is not one of them.
const ERROR_BODY_MAX_BYTES = 16 * 1024;

/** The client's id when it is well-formed, a new UUID otherwise. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && WELL_FORMED.test(header) ? header : randomUUID();
}

/** The id of the request `c` is handling (every request has one, from requestId()). */
export const requestIdOf = (c: Context): string => c.get('requestId') as string;

/**
 * Gives every request an id: answered in `X-Request-Id`, added to every JSON error body as
 * `error.requestId` (the auth library's included), and carried by the log lines written while
 * it is handled (lib/logger.ts). A proxy's or client's own well-formed id is kept, so one request
 * can be followed from the balancer to the database.
 */
export const requestId = (): MiddlewareHandler => async (c, next) => {
  const id = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  await inRequestScope(id, next);
  const answer = await withRequestId(c.res, id);
  if (answer !== c.res) {
    // Cleared first: Hono otherwise copies the old answer's headers (its length) onto the new.
    c.res = undefined;
    c.res = answer;
  }
};

async function withRequestId(response: Response, id: string): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length') ?? 0);
  if (
    response.status < 400 ||
    !type.startsWith('application/json') ||
    response.headers.has('Content-Encoding') ||
    length > ERROR_BODY_MAX_BYTES
  )
    return headed(response, id);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return headed(new Response(text, response), id);
  }
  const error = (body as { error?: unknown } | null)?.error;
  if (error && typeof error === 'object' && !Array.isArray(error))
    (error as Record<string, unknown>).requestId = id;
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return headed(
    new Response(JSON.stringify(body), {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
    id,
  );
}

function headed(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    // A response whose headers are immutable (one passed through from fetch): copied.
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
}
