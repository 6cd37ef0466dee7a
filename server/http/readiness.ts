import type { Database } from '#server/db/client';
import type { ErrorCode } from '#common/error-codes';
import type { Storage } from '#server/providers/storage/index';

// A balancer asks every few seconds, from every node: the store is asked at most this often.
const STORAGE_CHECK_CACHE_MS = 5_000;

export type Readiness =
  | { ready: true }
  | { ready: false; code: ErrorCode; message: string; checks: Record<string, string> };

export interface ReadinessSources {
  database: Pick<Database, 'ping' | 'hasPendingMigrations' | 'outage'>;
  storage: Pick<Storage, 'reachable'>;
  draining: () => boolean;
}

/** What a probe says when the instance should not be sent traffic, by the part that is not. */
export const notReadyMessages = {
  shutting_down: 'This instance is shutting down.',
  database_unavailable: 'The database is not answering.',
  storage_unavailable: 'File storage is not reachable.',
  migrations_pending: 'The database has migrations this instance needs that are not applied yet.',
} as const satisfies Partial<Record<ErrorCode, string>>;

/**
 * Whether the database answers (a ping that concurrent checks share, db/ping.ts), told to the
 * instance's outage log: the part of readiness `/api/health` answers alone.
 */
export async function databaseAnswers(
  database: Pick<Database, 'ping' | 'outage'>,
): Promise<boolean> {
  try {
    await database.ping();
    database.outage.answered();
    return true;
  } catch (error) {
    database.outage.unavailable(error);
    return false;
  }
}

/** The last answer of `check`, asked again once it is `maxAgeMs` old; callers meanwhile share it. */
function cached(check: () => Promise<void>, maxAgeMs: number): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined;
  return () => {
    if (!last || Date.now() - last.at >= maxAgeMs) {
      const result = check();
      result.catch(() => {}); // read by whoever asked; an unread failure is not unhandled
      last = { at: Date.now(), result };
    }
    return last.result;
  };
}

/**
 * Whether this instance should be sent traffic. The database is asked every time (a ping that
 * concurrent checks share, db/ping.ts); storage at most every few seconds; migrations until they
 * are found applied, which they then stay for this instance's code.
 */
export function readinessCheck({ database, storage, draining }: ReadinessSources) {
  const storageReachable = cached(() => storage.reachable(), STORAGE_CHECK_CACHE_MS);
  let migrationsApplied = false;
  return async (): Promise<Readiness> => {
    const notReady = (code: keyof typeof notReadyMessages, checks: Record<string, string>) =>
      ({ ready: false, code, message: notReadyMessages[code], checks }) as const;
    if (draining()) return notReady('shutting_down', { instance: 'draining' });
    const [dbUp, store, pending] = await Promise.allSettled([
      databaseAnswers(database),
      storageReachable(),
      migrationsApplied ? Promise.resolve(false) : database.hasPendingMigrations(),
    ]);
    const db = dbUp.status === 'fulfilled' && dbUp.value;
    const migrations = !db
      ? 'unknown'
      : pending.status === 'fulfilled' && !pending.value
        ? 'applied'
        : 'pending';
    if (migrations === 'applied') migrationsApplied = true;
    const checks = {
      database: db ? 'up' : 'down',
      storage: store.status === 'fulfilled' ? 'up' : 'down',
      migrations,
    };
    if (!db) return notReady('database_unavailable', checks);
    if (store.status === 'rejected') return notReady('storage_unavailable', checks);
    if (migrations !== 'applied') return notReady('migrations_pending', checks);
    return { ready: true };
  };
}
