// The admin's "Audit integrity" page (/api/admin/audit-integrity): the hash chain of the audit
// log, its last check and the last head a trusted timestamp anchors.
import { z } from 'zod';

/** Who or what checked the chain. */
export const auditVerifierKinds = ['admin', 'cli', 'daily'] as const;
export type AuditVerifierKind = (typeof auditVerifierKinds)[number];

export const verifierLabels: Record<AuditVerifierKind, string> = {
  admin: 'an admin',
  cli: 'the server console (npm run audit:verify)',
  daily: 'the daily check',
};

export const auditVerificationRecordSchema = z.object({
  id: z.string(),
  verifiedAt: z.string(),
  by: z.enum(auditVerifierKinds),
  /** The admin who asked, for `admin`. */
  actorEmail: z.string().nullable(),
  chainLength: z.number().int(),
  headId: z.number().int().nullable(),
  headHash: z.string().nullable(),
  ok: z.boolean(),
  /** The first entry that does not hold, and why, when not ok. */
  brokenId: z.number().int().nullable(),
  brokenReason: z.string().nullable(),
});
export type AuditVerificationRecord = z.infer<typeof auditVerificationRecordSchema>;

export const auditHeadAnchorSchema = z.object({
  /** The timestamp token's id: its `.tsr` is /api/admin/audit-integrity/anchors/{id}/token.tsr */
  tokenId: z.string(),
  entryId: z.number().int(),
  sha256: z.string(),
  genTime: z.string().nullable(),
  tsaName: z.string().nullable(),
  serialNumber: z.string().nullable(),
});
export type AuditHeadAnchor = z.infer<typeof auditHeadAnchorSchema>;

export const auditIntegrityResponseSchema = z.object({
  chainLength: z.number().int(),
  head: z.object({ id: z.number().int(), createdAt: z.string(), hash: z.string() }).nullable(),
  lastVerification: auditVerificationRecordSchema.nullable(),
  /** Whether TSA_URL is set, so heads get trusted timestamps. */
  timestampsConfigured: z.boolean(),
  lastAnchor: auditHeadAnchorSchema.nullable(),
});
export type AuditIntegrityResponse = z.infer<typeof auditIntegrityResponseSchema>;

export const auditIntegrityTexts = {
  notConfigured: 'Trusted timestamps are not configured (set TSA_URL).',
  waitingForAnchor: 'The chain head is waiting for its first trusted timestamp.',
  neverVerified: 'The chain has not been verified yet.',
  emptyChain: 'The audit log has no entries yet.',
  verifiedTitle: 'Chain Verified',
  brokenTitle: 'Chain Broken',
} as const;
