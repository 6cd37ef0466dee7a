import type { Context } from 'hono';
import { readAtMost } from '#server/lib/read-at-most';

/**
 * An upload's bytes, or null when it is larger than `cap`. A body whose length is declared is
 * bounded by it (the HTTP framing ends it there), so it is read in one go, which on the Node
 * server skips the web stream entirely; a chunked one is read as a stream and cut off at the cap.
 */
export async function readUpload(c: Context, cap: number): Promise<Buffer | null> {
  const declared = Number(c.req.header('content-length'));
  if (declared > cap) return null;
  if (declared > 0) {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    // In-process requests have no framing to hold them to their declared length.
    return bytes.byteLength > cap ? null : bytes;
  }
  const body = c.req.raw.body;
  return body ? readAtMost(body, cap) : Buffer.alloc(0);
}
