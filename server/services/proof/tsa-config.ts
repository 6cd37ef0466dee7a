import { readFile } from 'node:fs/promises';
import { ConfigError, type Env } from '#server/env';
import {
  certificatesFromPem,
  createTimestampAuthority,
  type TimestampAuthority,
} from './tsa-client';

/**
 * The timestamp authority TSA_URL names, trusting the roots in TSA_CA_FILE; null when none is
 * configured. A CA file that cannot be read, or holds no certificate, stops the start.
 */
export async function timestampAuthorityFrom(env: Env): Promise<TimestampAuthority | null> {
  if (!env.TSA_URL) return null;
  if (!env.TSA_CA_FILE) return createTimestampAuthority({ urls: env.TSA_URL });
  let pem: string;
  try {
    pem = await readFile(env.TSA_CA_FILE, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  TSA_CA_FILE: cannot be read (${String(error)})`,
    );
  }
  let trusted: ReturnType<typeof certificatesFromPem> = [];
  try {
    trusted = certificatesFromPem(pem);
  } catch {
    // Reported below with the empty file's message.
  }
  if (trusted.length === 0)
    throw new ConfigError('Invalid configuration:\n  TSA_CA_FILE: holds no PEM certificate');
  return createTimestampAuthority({ urls: env.TSA_URL, trusted });
}
