// The admin's "Audit integrity" page (/api/admin/audit-integrity): the hash chain of the audit
// log, its last check and the last head a trusted timestamp anchors.

/** Who or what checked the chain. */
export type AuditVerifierKind = 'admin' | 'cli' | 'daily';

export const verifierLabels: Record<AuditVerifierKind, string> = {
  admin: 'an admin',
  cli: 'the server console (npm run audit:verify)',
  daily: 'the daily check',
};

export interface AuditVerificationRecord {
  id: string;
  verifiedAt: string;
  by: AuditVerifierKind;
  /** The admin who asked, for `admin`. */
  actorEmail: string | null;
  chainLength: number;
  headId: number | null;
  headHash: string | null;
  ok: boolean;
  /** The first entry that does not hold, and why, when not ok. */
  brokenId: number | null;
  brokenReason: string | null;
}

export interface AuditHeadAnchor {
  /** The timestamp token's id: its `.tsr` is /api/admin/audit-integrity/anchors/{id}/token.tsr */
  tokenId: string;
  entryId: number;
  sha256: string;
  genTime: string | null;
  tsaName: string | null;
  serialNumber: string | null;
}

export interface AuditIntegrityResponse {
  chainLength: number;
  head: { id: number; createdAt: string; hash: string } | null;
  lastVerification: AuditVerificationRecord | null;
  /** Whether TSA_URL is set, so heads get trusted timestamps. */
  timestampsConfigured: boolean;
  lastAnchor: AuditHeadAnchor | null;
}

export const auditIntegrityTexts = {
  notConfigured: 'Trusted timestamps are not configured (set TSA_URL).',
  waitingForAnchor: 'The chain head is waiting for its first trusted timestamp.',
  neverVerified: 'The chain has not been verified yet.',
  emptyChain: 'The audit log has no entries yet.',
  verifiedTitle: 'Chain Verified',
  brokenTitle: 'Chain Broken',
} as const;
