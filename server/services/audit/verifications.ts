import { desc } from 'drizzle-orm';
import type { AuditVerificationRecord } from '#common/audit-integrity';
import type { Db } from '#server/db/client';
import { auditVerifications, type AuditVerifier } from '#server/db/schema/index';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from './record-audit';
import { verifyChain, type ChainReport } from './verify-chain';

const DAY = 24 * 60 * 60 * 1000;

type Verifier =
  { kind: 'admin'; actor: Actor; request: RequestInfo } | { kind: Exclude<AuditVerifier, 'admin'> };

/**
 * Checks the whole chain and keeps the result. An admin's check is also an audit entry, written
 * after the walk: the chain it found is the one it checked.
 */
export async function verifyAndRecord(
  db: Db,
  verifier: Verifier,
): Promise<{ report: ChainReport; record: AuditVerificationRecord }> {
  const report = await verifyChain(db);
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(auditVerifications)
      .values({
        by: verifier.kind,
        actorId: verifier.kind === 'admin' ? verifier.actor.id : null,
        actorEmail: verifier.kind === 'admin' ? verifier.actor.email : null,
        chainLength: report.length,
        headId: report.head?.id ?? null,
        headHash: report.head?.hash ?? null,
        ok: report.ok,
        brokenId: report.broken?.id ?? null,
        brokenReason: report.broken?.message ?? null,
      })
      .returning();
    if (verifier.kind === 'admin') {
      await recordAudit(tx, {
        action: 'audit.verified',
        actor: verifier.actor,
        ...verifier.request,
        details: {
          chainLength: report.length,
          headId: report.head?.id ?? null,
          ok: report.ok,
          brokenId: report.broken?.id ?? null,
          reason: report.broken?.reason ?? null,
        },
      });
    }
    return saved!;
  });
  return { report, record: toVerificationRecord(row) };
}

export async function lastVerification(db: Db): Promise<AuditVerificationRecord | null> {
  const [row] = await db
    .select()
    .from(auditVerifications)
    .orderBy(desc(auditVerifications.verifiedAt))
    .limit(1);
  return row ? toVerificationRecord(row) : null;
}

/**
 * The daily check, run hourly on every instance: it verifies only when the last check of any
 * kind is a day old, so the log is walked about once a day whatever the number of instances.
 */
export async function verifyDaily(db: Db, now = new Date()): Promise<ChainReport | null> {
  const last = await lastVerification(db);
  if (last && now.getTime() - Date.parse(last.verifiedAt) < DAY) return null;
  const { report } = await verifyAndRecord(db, { kind: 'daily' });
  return report;
}

const toVerificationRecord = (
  row: typeof auditVerifications.$inferSelect,
): AuditVerificationRecord => ({
  id: row.id,
  verifiedAt: row.verifiedAt.toISOString(),
  by: row.by,
  actorEmail: row.actorEmail,
  chainLength: row.chainLength,
  headId: row.headId,
  headHash: row.headHash,
  ok: row.ok,
  brokenId: row.brokenId,
  brokenReason: row.brokenReason,
});
