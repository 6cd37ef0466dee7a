import type { Db } from '../db/client';
import { logger } from '../lib/logger';
import { verifyDaily } from '../services/audit/verifications';

/** The daily check of the audit chain; a broken chain is logged as an error for operators. */
export async function checkAuditChainDaily(db: Db): Promise<void> {
  const report = await verifyDaily(db);
  if (report && !report.ok)
    logger.error('audit chain broken', {
      entry: report.broken!.id,
      reason: report.broken!.reason,
    });
}
