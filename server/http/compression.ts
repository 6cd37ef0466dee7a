import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// Below this, compressing costs the server more time than the bytes save on the wire.
const MIN_BYTES = 1024;

/**
 * Compresses text worth compressing: pages, scripts, styles, CSV and JSON of 1 KB or more.
 * Small replies and types that are compressed already (images, PDFs, archives) go out as
 * they are. The size is known from Content-Length, which `jsonWithLength` gives JSON replies.
 */
export const compression = (): MiddlewareHandler => compress({ threshold: MIN_BYTES });

type Json = Context['json'];

/**
 * JSON replies carry their length, so compression can tell a small one from a large one (the
 * framework's own JSON reply has none, and would be compressed whatever its size).
 */
export const jsonWithLength: MiddlewareHandler = async (c, next) => {
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
  await next();
};
