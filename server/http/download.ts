import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Readable } from 'node:stream';

/**
 * Sends a private file as a download: never shown inline, never sniffed, never cached by
 * shared caches. The name is sent both plainly (ASCII) and encoded (RFC 5987) for any script.
 */
export function sendDownload(
  c: Context,
  file: { body: Readable; size: number; contentType: string; filename: string },
) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
  );
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return stream(c, async (out) => {
    for await (const chunk of file.body) await out.write(chunk as Uint8Array);
  });
}
