import type { Context, MiddlewareHandler, Next } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Below this, compressing costs the server more time than the bytes save on the wire.
const MIN_BYTES = 1024;
// A quick no: the framework's compressor weighs the header's q-values when this says maybe.
const MAY_ACCEPT = /gzip|deflate|\*/i;

type Json = Context['json'];

/**
 * JSON replies carry their length, so the compressor can tell a small one from a large one (the
 * framework's own JSON reply has none, and would be compressed whatever its size).
 */
function jsonWithLength(c: Context) {
  const json = c.json;
  c.json = ((object: unknown, status?: unknown, headers?: Record<string, string>) => {
    const text = JSON.stringify(object);
    // A reply with a ResponseInit (none in the portal) or nothing to send is left to the framework.
    if (text === undefined || (status !== undefined && typeof status !== 'number'))
      return json(object as never, status as never, headers);
    return c.body(text, status as ContentfulStatusCode | undefined, {
      'Content-Type': 'application/json',
      ...headers,
      'Content-Length': String(Buffer.byteLength(text)),
    });
  }) as Json;
}

/**
 * Compresses text worth compressing for a client that accepts it: pages, scripts, styles, CSV
 * and JSON of 1 KB or more. Small replies and types that are compressed already (images, PDFs,
 * archives) go out as they are. A client that accepts no compression (a load balancer's health
 * check, an API client) costs nothing here: its reply is not looked at.
 */
export function compression(): MiddlewareHandler {
  const compressLarge = compress({ threshold: MIN_BYTES });
  return (c: Context, next: Next) => {
    if (!MAY_ACCEPT.test(c.req.header('accept-encoding') ?? '')) return next();
    jsonWithLength(c);
    return compressLarge(c, next);
  };
}
