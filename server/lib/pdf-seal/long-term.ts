import { PDF, type TimestampAuthority as PdfTimestampAuthority } from '@libpdf/core';
import {
  tokenCertificates,
  type TimestampAuthority,
  type TimestampGrant,
} from '#server/lib/tsa-client';
import { createRevocationProvider } from './revocation';

/** Room for a document timestamp: the token with the authority's chain, as a signature's. */
const TIMESTAMP_ROOM_BYTES = 16_384;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A fresh document timestamp is added this long before the last one's certificates expire. */
const RENEW_BEFORE_EXPIRY_MS = 30 * DAY_MS;

export interface Archived {
  /** The PDF as given, followed by the DSS update and the document timestamp. */
  bytes: Uint8Array;
  /** The document timestamp, as the authority granted it. */
  timestamp: Pick<TimestampGrant, 'genTime' | 'tsaName' | 'serialNumber'>;
  /** When the first certificate the document timestamp rests on expires. */
  expiresAt: Date;
  /** When a fresh document timestamp is due: a month before expiresAt, and never before tomorrow. */
  renewAt: Date;
}

/** Thrown when the file could not be archived; nothing is written and it is tried again later. */
class ArchiveFailed extends Error {}

const startsWith = (bytes: Uint8Array, prefix: Uint8Array) =>
  bytes.length > prefix.length && Buffer.from(prefix).equals(bytes.subarray(0, prefix.length));

/**
 * PAdES B-LTA for a signed PDF, with @libpdf/core: an incremental update with a DSS of every
 * certificate and OCSP answer or CRL the signatures rest on, then an archival document
 * timestamp, then its own chain's validation data. The bytes given stay an exact prefix, so
 * every earlier signature and hash still holds. Called again on the result, it adds a fresh
 * document timestamp over everything before (the renewal).
 */
export async function archiveForTheLongTerm(
  pdf: Uint8Array,
  { authority, timeoutMs = 15_000 }: { authority: TimestampAuthority; timeoutMs?: number },
): Promise<Archived> {
  const grants: TimestampGrant[] = [];
  const timestampAuthority: PdfTimestampAuthority = {
    async timestamp(digest, algorithm) {
      if (algorithm !== 'SHA-256') throw new ArchiveFailed(`${algorithm} is not asked for.`);
      const grant = await authority.stamp(digest);
      grants.push(grant);
      return grant.token;
    },
  };
  const revocation = createRevocationProvider({ timeoutMs });
  const document = await PDF.load(pdf);
  const { bytes } = await document.addArchivalData({
    timestampAuthority,
    revocationProvider: revocation.provider,
    estimatedSize: TIMESTAMP_ROOM_BYTES,
  });
  const grant = grants.at(-1);
  if (!grant) throw new ArchiveFailed('No document timestamp was granted.');
  if (!startsWith(bytes, pdf)) throw new ArchiveFailed('The update changed the signed bytes.');
  const unanswered = revocation.unanswered();
  if (unanswered.length > 0)
    throw new ArchiveFailed(
      `No good OCSP answer or CRL for ${unanswered.map((u) => `${u.subject} (${u.why})`).join('; ')}.`,
    );

  const expiresAt = new Date(
    Math.min(...tokenCertificates(grant.token).map((c) => c.notAfter.value.getTime())),
  );
  return {
    bytes,
    timestamp: { genTime: grant.genTime, tsaName: grant.tsaName, serialNumber: grant.serialNumber },
    expiresAt,
    renewAt: new Date(
      Math.max(expiresAt.getTime() - RENEW_BEFORE_EXPIRY_MS, grant.genTime.getTime() + DAY_MS),
    ),
  };
}
