import { readFile } from 'node:fs/promises';
import { ConfigError, type Env } from '#server/env';
import {
  certificatesFromPem,
  createTimestampAuthority,
  type TimestampAuthority,
} from '#server/lib/tsa-client';

/** What the rest of the portal needs to know of the timestamp set-up. */
export interface TimestampSettings {
  /** Whether a timestamp authority is configured (TSA_URL): receipts and pages say so. */
  configured: boolean;
  /** The roots of TSA_CA_FILE, as PEM, for evidence bundles to ship; null when not given. */
  rootsPem: string | null;
}

const configError = (message: string) =>
  new ConfigError(`Invalid configuration:\n  TSA_CA_FILE: ${message}`);

/**
 * The timestamp authority TSA_URL names, trusting the roots in TSA_CA_FILE (null when none is
 * configured). A CA file that cannot be read, or holds no certificate, stops the start.
 */
export async function timestampAuthorityFrom(
  env: Env,
): Promise<{ authority: TimestampAuthority | null; settings: TimestampSettings }> {
  if (!env.TSA_URL) return { authority: null, settings: { configured: false, rootsPem: null } };
  if (!env.TSA_CA_FILE)
    return {
      authority: createTimestampAuthority({ urls: env.TSA_URL }),
      settings: { configured: true, rootsPem: null },
    };
  const pem = await readFile(env.TSA_CA_FILE, 'utf8').catch((error: unknown) => {
    throw configError(`cannot be read (${String(error)})`);
  });
  let trusted: ReturnType<typeof certificatesFromPem> = [];
  try {
    trusted = certificatesFromPem(pem);
  } catch {
    // Reported below, as a file with no certificate.
  }
  if (trusted.length === 0) throw configError('holds no PEM certificate');
  return {
    authority: createTimestampAuthority({ urls: env.TSA_URL, trusted }),
    settings: { configured: true, rootsPem: pem },
  };
}
