import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { company } from '#common/company';
import { ConfigError, type Env } from '#server/env';
import { errorMessage, logger } from '#server/lib/logger';
import type { TimestampAuthority } from '#server/lib/tsa-client';
import type { SignatureTimestamper } from './cades-signer';
import { loadSealKey, type SealKey } from './seal-key';

/** A timestamp that waits longer than this holds up a person signing; the queue stamps it later. */
const TIMESTAMP_TIMEOUT_MS = 10_000;

/** What the certificate page says about the seal: it is written before the seal is applied. */
export interface SealDescription {
  certificateName: string;
  selfSigned: boolean;
  /** Whether a timestamp authority is configured (the token may still be missing: see seal()). */
  timestamps: boolean;
}

export interface Sealer {
  description: SealDescription;
  /** The PDF with its PAdES seal; without a timestamp when the authority does not answer. */
  seal(
    pdf: Uint8Array,
    about: { signerName: string; agreementVersion: string; signedAt: Date },
  ): Promise<Uint8Array>;
  /** Any other document the portal issues, sealed the same way, with the reason a reader shows. */
  sealDocument(pdf: Uint8Array, about: { reason: string; signedAt: Date }): Promise<Uint8Array>;
}

export function createSealer({
  key,
  appUrl,
  timestamp,
}: {
  key: SealKey;
  appUrl: string;
  timestamp?: SignatureTimestamper;
}): Sealer {
  return {
    description: {
      certificateName: key.commonName,
      selfSigned: key.selfSigned,
      timestamps: timestamp !== undefined,
    },
    seal(pdf, { signerName, agreementVersion, signedAt }) {
      return this.sealDocument(pdf, {
        reason: `Sealed by ${company.legalName} invention portal: record of ${signerName}'s agreement, version ${agreementVersion}`,
        signedAt,
      });
    },
    async sealDocument(pdf, { reason, signedAt }) {
      // The PDF and CMS libraries load with the first signature, not while every instance starts.
      const { sealPdf } = await import('./seal-pdf');
      const sealed = await sealPdf(
        pdf,
        {
          reason,
          name: key.commonName,
          location: new URL(appUrl).host,
          contactInfo: company.supportEmail,
          signingTime: signedAt,
        },
        key,
        timestamp,
      );
      return sealed.bytes;
    },
  };
}

/**
 * Asks the authorities for the signature's timestamp, once and briefly. A refusal or silence
 * does not stop the signing: the seal is then PAdES-B-B and the queue timestamps the file.
 */
async function signatureTimestamper(env: Env): Promise<SignatureTimestamper | undefined> {
  if (!env.TSA_URL) return undefined;
  const urls = env.TSA_URL;
  const caPem = env.TSA_CA_FILE ? await readTrustedPem(env.TSA_CA_FILE) : '';
  // The client (and pkijs with it) loads with the first signature, not while the instance starts.
  let authority: Promise<TimestampAuthority> | undefined;
  const connect = async () => {
    const { certificatesFromPem, createTimestampAuthority } =
      await import('#server/lib/tsa-client');
    return createTimestampAuthority({
      urls,
      trusted: certificatesFromPem(caPem),
      timeoutMs: TIMESTAMP_TIMEOUT_MS,
    });
  };
  return async (digest) => {
    try {
      return (await (authority ??= connect()).then((a) => a.stamp(digest))).token;
    } catch (error) {
      logger.warn('sealed an agreement without its timestamp; the queue will timestamp the file', {
        error: errorMessage(error),
      });
      return null;
    }
  };
}

/** TSA_CA_FILE, checked at start with the platform's own parser. */
async function readTrustedPem(file: string): Promise<string> {
  const refuse = (why: string) =>
    new ConfigError(`Invalid configuration:\n  TSA_CA_FILE: ${file} ${why}`);
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch (error) {
    throw refuse(`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (blocks.length === 0) throw refuse('holds no PEM certificate');
  try {
    for (const block of blocks) new X509Certificate(block);
  } catch (error) {
    throw refuse(`holds a certificate that cannot be read (${errorMessage(error)})`);
  }
  return pem;
}

/** The seal from the configuration, checked at start: a key that cannot seal stops the portal. */
export async function loadSealer(env: Env): Promise<Sealer> {
  const [key, timestamp] = await Promise.all([
    loadSealKey({
      p12File: env.SEAL_P12_FILE,
      p12Password: env.SEAL_P12_PASSWORD,
      dataDir: env.DATA_DIR,
    }),
    signatureTimestamper(env),
  ]);
  return createSealer({ key, appUrl: env.APP_URL, timestamp });
}
