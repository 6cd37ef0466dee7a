import { errorMessage, logger } from '#server/lib/logger';
import type { Storage } from './storage';

/**
 * Runs the database write that points a row at the file stored under `key` (before it, or
 * inside it), and deletes the file unless the write kept it: when it throws (its transaction
 * rolled back) or answers `kept: false` (another row's file won). No file is then left that no
 * row points at. `key` must be new for this write, so deleting it never removes a file that
 * another write kept.
 */
export async function discardUnlessKept<T>(
  storage: Storage,
  key: string,
  write: () => Promise<{ kept: boolean; value: T }>,
): Promise<T> {
  let outcome: { kept: boolean; value: T };
  try {
    outcome = await write();
  } catch (error) {
    await discard(storage, key);
    throw error;
  }
  if (!outcome.kept) await discard(storage, key);
  return outcome.value;
}

/** Deletes a file; a failed delete is logged rather than thrown: it must not hide why the write failed. */
export async function discard(storage: Storage, key: string) {
  try {
    await storage.delete(key);
  } catch (error) {
    logger.error('could not delete a file no row points at', { key, error: errorMessage(error) });
  }
}
