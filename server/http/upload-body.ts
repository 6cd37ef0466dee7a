import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { readAtMost } from '#server/lib/read-at-most';

/**
 * An upload's bytes, or null when it is larger than `cap`. On the Node server they are read
 * straight from the socket, as they arrive, into one buffer: the request's own reading copies
 * them once more, a megabyte an upload for the collector. A body whose length is declared is
 * bounded by it (the HTTP framing ends it there), so in process it is read in one go; a chunked
 * one is read as a stream and cut off at the cap.
 */
export async function readUpload(c: Context, cap: number): Promise<Buffer | null> {
  const declared = Number(c.req.header('content-length'));
  if (declared > cap) return null;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return readAtMost(incoming, cap);
  if (declared > 0) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    // In-process requests have no framing to hold them to their declared length.
    return bytes.byteLength > cap ? null : bytes;
  }
  const body = c.req.raw.body;
  return body ? readAtMost(body, cap) : Buffer.alloc(0);
}
