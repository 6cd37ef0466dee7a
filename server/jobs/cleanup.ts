import { lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';
import { errorMessage, logger } from '../lib/logger';
import type { Storage } from '../providers/storage/storage';
import { removeUnrecordedAgreementFiles } from '../services/agreements/unrecorded-files';
import { removeOrphanAttachments } from '../services/attachments/attachments';
import { pruneRateLimits } from '../services/rate-limit/limiter';

const HOUR = 60 * 60 * 1000;

/**
 * Removes what has expired: old rate-limit counters, used-up tokens, uploads nobody attached,
 * unfinished resumable uploads past the day they could be resumed in (`removeExpiredUploads`),
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
  const anHourAgo = new Date(Date.now() - HOUR);
  await storage.removeStaleTemporaryFiles(anHourAgo);
  await removeUnrecordedAgreementFiles({ db, storage }, anHourAgo);
}

/**
 * Runs `task` at once (so what a crash left behind goes when the instance comes back), then
 * hourly; every instance may, as long as the task is idempotent or claims its rows. `started`
 * settles when the first run is over.
 */
export function startHourly(name: string, task: () => Promise<unknown>) {
  let running: Promise<void> = Promise.resolve();
  const run = () =>
    (running = task().then(
      () => undefined,
      (error: unknown) => logger.warn(`${name} failed`, { error: errorMessage(error) }),
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

/** The clean-up, now and hourly. */
export const startCleanup = (
  db: Db,
  storage: Storage,
  removeExpiredUploads?: () => Promise<number>,
) => startHourly('clean-up', () => cleanUp(db, storage, removeExpiredUploads));
