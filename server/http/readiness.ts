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
    const notReady = (code: ErrorCode, message: string, checks: Record<string, string>) =>
      ({ ready: false, code, message, checks }) as const;
    if (draining())
      return notReady('shutting_down', 'This instance is shutting down.', { instance: 'draining' });
    const [db, store, pending] = await Promise.allSettled([
      database.ping(),
      storageReachable(),
      migrationsApplied ? Promise.resolve(false) : database.hasPendingMigrations(),
    ]);
    if (db.status === 'fulfilled') database.outage.answered();
    else database.outage.unavailable(db.reason);
    const migrations =
      db.status === 'rejected'
        ? 'unknown'
        : pending.status === 'fulfilled' && !pending.value
          ? 'applied'
          : 'pending';
    if (migrations === 'applied') migrationsApplied = true;
    const checks = {
      database: db.status === 'fulfilled' ? 'up' : 'down',
      storage: store.status === 'fulfilled' ? 'up' : 'down',
      migrations,
    };
    if (db.status === 'rejected')
      return notReady('database_unavailable', 'The database is not answering.', checks);
    if (store.status === 'rejected')
      return notReady('storage_unavailable', 'File storage is not reachable.', checks);
    if (migrations !== 'applied')
      return notReady(
        'migrations_pending',
        'The database has migrations this instance needs that are not applied yet.',
        checks,
      );
    return { ready: true };
  };
}
