import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications, webhookDeliveries } from '../db/schema';
import type { Storage } from '../providers/storage/storage';
import { removeUnrecordedAgreementFiles } from '../services/agreements/unrecorded-files';
import { removeOrphanAttachments } from '../services/attachments/attachments';
import { pruneRateLimits } from '../services/rate-limit/limiter';

const HOUR = 60 * 60 * 1000;
/** How long a finished webhook delivery stays in its endpoint's log (ADR 41). */
export const DELIVERY_LOG_DAYS = 90;

/**
 * Removes what has expired: old rate-limit counters, used-up tokens, uploads nobody attached,
 * unfinished resumable uploads past the day they could be resumed in (`removeExpiredUploads`),
 * finished webhook deliveries past `DELIVERY_LOG_DAYS`,
 * and what a crash left over an hour ago: temporary files of interrupted writes, and signed
 * PDFs stored just before the crash but never recorded.
 */
export async function cleanUp(
  db: Db,
  storage: Storage,
  removeExpiredUploads?: () => Promise<number>,
): Promise<void> {
  await pruneRateLimits(db);
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date()));
  await removeOrphanAttachments({ db, storage });
  await removeExpiredUploads?.();
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.state, ['delivered', 'failed']),
        lt(
          sql`coalesce(${webhookDeliveries.deliveredAt}, ${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt})`,
          sql`now() - make_interval(days => ${DELIVERY_LOG_DAYS})`,
        ),
      ),
    );
  const anHourAgo = new Date(Date.now() - HOUR);
  await storage.removeStaleTemporaryFiles(anHourAgo);
  await removeUnrecordedAgreementFiles({ db, storage }, anHourAgo);
}
