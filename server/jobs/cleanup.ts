import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import type { Storage } from '../providers/storage/storage';
import { removeOrphanAttachments } from '../services/attachments/attachments';
import { pruneRateLimits } from '../services/rate-limit/limiter';

const HOUR = 60 * 60 * 1000;

/** Removes what has expired: old rate-limit counters, used-up tokens, uploads nobody attached. */
export async function cleanUp(db: Db, storage: Storage): Promise<void> {
  await pruneRateLimits(db);
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date()));
  await removeOrphanAttachments({ db, storage });
}

/** Runs the clean-up hourly; every instance may, since each delete is idempotent. */
export function startCleanup(db: Db, storage: Storage) {
  const run = () =>
    cleanUp(db, storage).catch((error) =>
      logger.warn('clean-up failed', { error: errorMessage(error) }),
    );
  const timer = setInterval(run, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
