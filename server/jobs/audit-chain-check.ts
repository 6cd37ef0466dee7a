import type { Db } from '../db/client';
import { logger } from '../lib/logger';
import { lastVerification, verifyDaily } from '../services/audit/verifications';
import { anchorAuditHead } from '../services/proof/anchor-audit-head';

/**
 * The daily check of the audit chain, and (with a timestamp authority) the daily anchor of its
 * head: only a chain whose last check held is anchored, so a broken one is never vouched for.
 * A broken chain is logged as an error for operators.
 */
export async function checkAuditChainDaily(db: Db, { anchor }: { anchor: boolean }) {
  const report = await verifyDaily(db);
  if (report && !report.ok)
    logger.error('audit chain broken', {
      entry: report.broken!.id,
      reason: report.broken!.reason,
    });
  if (anchor && (report ?? (await lastVerification(db)))?.ok) await anchorAuditHead(db);
}
