import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AuditHeadAnchor, AuditIntegrityResponse } from '#common/audit-integrity';
import type { Db } from '#server/db/client';
import { auditLog, timestampTokens } from '#server/db/schema/index';
import { AppError } from '#server/core/app-error';
import { lastVerification } from './verifications';

const granted = and(
  eq(timestampTokens.subjectType, 'audit-head'),
  eq(timestampTokens.state, 'granted'),
);

/** The Audit integrity page: the chain as it stands, its last check and its last anchor. */
export async function auditIntegrity(
  db: Db,
  { timestampsConfigured }: { timestampsConfigured: boolean },
): Promise<AuditIntegrityResponse> {
  const [head] = await db
    .select({
      id: auditLog.id,
      position: auditLog.chainPosition,
      createdAt: auditLog.createdAt,
      hash: auditLog.hash,
    })
    .from(auditLog)
    .where(isNotNull(auditLog.chainPosition))
    .orderBy(desc(auditLog.chainPosition))
    .limit(1);
  const [anchor] = await db
    .select()
    .from(timestampTokens)
    .where(granted)
    .orderBy(desc(timestampTokens.genTime), desc(timestampTokens.createdAt))
    .limit(1);
  return {
    // Positions run 1, 2, 3… so the head's is the length (a gap is for verification to find).
    chainLength: head?.position ?? 0,
    head: head ? { id: head.id, createdAt: head.createdAt.toISOString(), hash: head.hash! } : null,
    lastVerification: await lastVerification(db),
    timestampsConfigured,
    lastAnchor: anchor ? toAnchor(anchor) : null,
  };
}

const toAnchor = (row: typeof timestampTokens.$inferSelect): AuditHeadAnchor => ({
  tokenId: row.id,
  entryId: Number(row.subjectId),
  sha256: row.sha256,
  genTime: row.genTime?.toISOString() ?? null,
  tsaName: row.tsaName,
  serialNumber: row.serialNumber,
});

/** The authority's whole reply (TimeStampResp, DER) for an anchored head. */
export async function anchorTimestampReply(db: Db, tokenId: string) {
  const [row] = await db
    .select({ subjectId: timestampTokens.subjectId, response: timestampTokens.response })
    .from(timestampTokens)
    .where(and(granted, eq(timestampTokens.id, tokenId)));
  if (!row?.response) throw new AppError('not_found', 'No such timestamp.');
  return { entryId: row.subjectId, response: row.response };
}
