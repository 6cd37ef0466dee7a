import { createHash } from 'node:crypto';

/** The SHA-256 of text (as UTF-8) or bytes, in lower-case hex as `sha256sum` prints it. */
export const sha256Hex = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex');
