import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import { pruneRateLimits } from '../services/rate-limit/limiter';

const HOUR = 60 * 60 * 1000;

/** Removes what has expired: old rate-limit counters and used-up verification tokens. */
export async function cleanUp(db: Db): Promise<void> {
  await pruneRateLimits(db);
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date()));
}

/** Runs the clean-up hourly; every instance may, since each delete is idempotent. */
export function startCleanup(db: Db) {
  const run = () =>
    cleanUp(db).catch((error) => logger.warn('clean-up failed', { error: errorMessage(error) }));
  const timer = setInterval(run, HOUR);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
