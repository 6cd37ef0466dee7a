import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { Readable } from 'node:stream';
import { safeFileName } from '../lib/file-name';

/**
 * Sends a private file as a download: never shown inline, never sniffed, never cached by
 * shared caches. The name is sent both plainly (ASCII) and encoded (RFC 5987) for any script,
 * made safe again here (names stored before names were made safe on upload are too): without
 * invisible characters, and ending in its content type's extension.
 */
export function sendDownload(
  c: Context,
  file: { body: Readable; size: number; contentType: string; filename: string },
) {
  const filename = safeFileName(file.filename, file.contentType);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_');
  // RFC 5987 also reserves ' ( ) *, which encodeURIComponent leaves as they are.
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return stream(c, async (out) => {
    for await (const chunk of file.body) await out.write(chunk as Uint8Array);
  });
}
