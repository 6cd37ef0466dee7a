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
    if (draining()) {
      return {
        ready: false,
        code: 'shutting_down',
        message: 'This instance is shutting down.',
        checks: { instance: 'draining' },
      };
    }
    const [db, store, pending] = await Promise.allSettled([
      database.ping(),
      storageReachable(),
      migrationsApplied ? Promise.resolve(false) : database.hasPendingMigrations(),
    ]);
    if (db.status === 'fulfilled') database.outage.answered();
    else database.outage.unavailable(db.reason);
    const migrations =
      db.status === 'rejected' ? 'unknown' : pending.status === 'fulfilled' && !pending.value;
    if (migrations === true) migrationsApplied = true;
    const checks = {
      database: db.status === 'fulfilled' ? 'up' : 'down',
      storage: store.status === 'fulfilled' ? 'up' : 'down',
      migrations: migrations === 'unknown' ? 'unknown' : migrations ? 'applied' : 'pending',
    };
    if (db.status === 'rejected')
      return {
        ready: false,
        code: 'database_unavailable',
        message: 'The database is not answering.',
        checks,
      };
    if (store.status === 'rejected')
      return {
        ready: false,
        code: 'storage_unavailable',
        message: 'File storage is not reachable.',
        checks,
      };
    if (!migrations)
      return {
        ready: false,
        code: 'migrations_pending',
        message: 'The database has migrations this instance needs that are not applied yet.',
        checks,
      };
    return { ready: true };
  };
}
