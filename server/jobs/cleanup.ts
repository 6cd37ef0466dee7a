import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import type { Storage } from '../providers/storage/storage';
import { removeOrphanAttachments } from '../services/attachments/attachments';
import { pruneRateLimits } from '../services/rate-limit/limiter';

const HOUR = 60 * 60 * 1000;

/**
 * Removes what has expired: old rate-limit counters, used-up tokens, uploads nobody attached,
 * and temporary files of writes a crash interrupted over an hour ago.
 */
export async function cleanUp(db: Db, storage: Storage): Promise<void> {
  await pruneRateLimits(db);
  await db.delete(verifications).where(lt(verifications.expiresAt, new Date()));
  await removeOrphanAttachments({ db, storage });
  await storage.removeStaleTemporaryFiles(new Date(Date.now() - HOUR));
}

/**
 * Runs the clean-up at once, so what a crash left behind goes when the instance comes back,
 * then hourly; every instance may, since each delete is idempotent. `started` settles when
 * the first run is over.
 */
export function startCleanup(db: Db, storage: Storage) {
  let running: Promise<void> = Promise.resolve();
  const run = () =>
    (running = cleanUp(db, storage).catch((error) =>
      logger.warn('clean-up failed', { error: errorMessage(error) }),
    ));
  const started = run();
  const timer = setInterval(run, HOUR);
  timer.unref();
  return {
    started,
    /** Stops the hourly runs and waits for one under way, so it never outlives the database. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
