import { canonicalJson } from '#server/lib/canonical-json';
import { sha256Hex } from '#server/lib/sha256';

/** What a co-inventor signs, as its manifest states it. */
export interface Attestation {
  coInventorId: string;
  submissionId: string;
  /** The hash of the disclosure's own manifest: what the attestation is about, exactly. */
  disclosureManifestSha256: string;
  signer: { userId: string; printedName: string; email: string };
  share: number;
  meaning: string;
  attestedAt: Date;
}

/**
 * A co-inventor's attestation as one canonical JSON document (RFC 8785), timestamped like the
 * disclosure's manifest: it ties the person, their share and the meaning they signed to the
 * disclosure by its manifest's hash, so it proves what was attested without holding any of it.
 */
export function attestationManifest(attestation: Attestation) {
  const document = canonicalJson({
    type: 'inventor-attestation-manifest',
    version: 1,
    attestationId: attestation.coInventorId,
    submissionId: attestation.submissionId,
    disclosureManifestSha256: attestation.disclosureManifestSha256,
    signer: attestation.signer,
    share: attestation.share,
    meaning: attestation.meaning,
    attestedAt: attestation.attestedAt.toISOString(),
  });
  return { document, sha256: sha256Hex(document) };
}
