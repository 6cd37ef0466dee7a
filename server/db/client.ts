import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { errorMessage, logger } from '../lib/logger';
import { runCollectingAfterCommit } from './after-commit';
import { runWithBeforeCommit } from './before-commit';
import { gatheringTheTurn, pinger } from './ping';
import { lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './errors';
import { createOutageLog, type OutageLog } from './outage';
import { hasPendingMigrations } from './pending-migrations';
import { guardPooledClient } from './pooled-client-guard';
import { setDrizzleParsersOnce } from './pglite-parsers';
import { keepStatementsPrepared } from './pglite-statements';
import { namingRepeatedStatements } from './pg-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * Where queries run: the database, or a transaction (a transaction is one). A function that
 * takes a Db works in either; its `transaction` opens a unit of work of its own there, or a
 * savepoint within the caller's.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * One transaction: a function that takes a Tx is part of its caller's unit of work (its writes
 * are kept or dropped with the caller's, its locks held until that commits), and cannot be
 * handed the database by mistake.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The database whose transactions run their before-commit steps (before-commit.ts) and their
 * after-commit callbacks (after-commit.ts).
 */
function withAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    runCollectingAfterCommit(
      (collecting) => transaction(collecting, config),
      (tx: Tx) => runWithBeforeCommit(tx, () => work(tx)),
    )) as Db['transaction'];
  return db;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations; safe when several instances start at once. The portal
   * migrates through migrateDatabase (server/migrate.ts), which also chains old audit entries.
   */
  migrate(): Promise<void>;
  /** Whether this instance knows a migration the database has not applied (readiness). */
  hasPendingMigrations(): Promise<boolean>;
  /** Resolves when the database answers, rejects (never hangs) when it does not. */
  ping(): Promise<void>;
  /**
   * Hears what any instance's committed transactions NOTIFY on `channel`; resolves to the way
   * to stop. On PostgreSQL it holds one connection of its own, made again if it drops.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Logs an outage once, when it starts and when it ends (outage.ts). */
  outage: OutageLog;
  /** The PostgreSQL pool's connections and waiting queries; null for the embedded database. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface PostgresOptions {
  url: string;
  /** How long a query may wait for a free connection (default 10 s). */
  connectionWaitMs?: number;
  /** Connections this instance keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How long one statement may run before PostgreSQL cancels it (DATABASE_STATEMENT_TIMEOUT_SECONDS). */
  statementTimeoutMs?: number;
  /**
   * How long a query waits for any answer before its connection is given up (default: the
   * statement timeout and 5 s, by when PostgreSQL has answered, if only with its cancellation).
   */
  answerWaitMs?: number;
}

export type DatabaseOptions =
  | PostgresOptions
  /**
   * A directory for the embedded database; undefined keeps it in memory (tests). `image`: a
   * dumped data directory to start from instead of an empty one (tests start from a migrated one).
   */
  | { dataDir: string | undefined; image?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any fixed number: every instance takes the same advisory lock around migrations.
const MIGRATION_LOCK = 74_210_531;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return 'url' in options ? openPostgres(options) : openPglite(options);
}

async function openPglite({
  dataDir,
  image,
}: {
  dataDir: string | undefined;
  image?: Blob;
}): Promise<Database> {
  let unlock = () => {};
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    loadDataDir: image,
  }).catch((error) => {
    unlock();
    throw error;
  });
  keepStatementsPrepared(client);
  setDrizzleParsersOnce(client);
  const db = withAfterCommit(drizzlePglite({ client, schema }) as unknown as Db);
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      if (await hasPendingMigrations(db, migrationsFolder))
        await migratePglite(drizzlePglite({ client }), { migrationsFolder });
    },
    hasPendingMigrations: () => hasPendingMigrations(db, migrationsFolder),
    // The simple protocol: one message where a query with parameters takes five.
    ping: pinger(gatheringTheTurn(() => client.exec('select 1'))),
    async listen(channel, onPayload) {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await stop();
      };
    },
    outage: createOutageLog(),
    poolStats: () => null,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      unlock();
    },
  };
}

// A burst waits its turn for a connection this long; past it the request is answered 503 with
// Retry-After (http/errors.ts), so the client comes back rather than piling on.
const CONNECTION_WAIT_MS = 10_000;
/** Connections each instance keeps to PostgreSQL at most, unless configured. */
export const DEFAULT_POOL_SIZE = 10;
// A statement running longer is cancelled (57014) and its request answered 503: one runaway
// query must not hold a connection the whole pool is waiting for.
const STATEMENT_TIMEOUT_MS = 15_000;

async function openPostgres({
  url,
  connectionWaitMs = CONNECTION_WAIT_MS,
  poolSize = DEFAULT_POOL_SIZE,
  statementTimeoutMs = STATEMENT_TIMEOUT_MS,
  answerWaitMs = statementTimeoutMs + 5_000,
}: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectionWaitMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
    // A server that stops answering without closing the connection (a network partition, a
    // frozen host) would otherwise hold the query, and the request, until TCP gives up.
    query_timeout: answerWaitMs,
  });
  const outage = createOutageLog();
  const nameRepeatedStatements = namingRepeatedStatements();
  // An idle client losing its server emits 'error'; unhandled, that would end the process.
  pool.on('error', (error) => outage.unavailable(error));
  pool.on('connect', (client) => {
    // A connection made is the database answering again.
    outage.answered();
    nameRepeatedStatements(client);
    guardPooledClient(client, outage);
  });
  const db = withAfterCommit(drizzlePg({ client: pool, schema }) as unknown as Db);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      if (await hasPendingMigrations(db, migrationsFolder)) {
        // A lock is held by a session, so migrations run on one dedicated connection.
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        client.on('error', () => {});
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          await client.end();
        }
      }
    },
    hasPendingMigrations: () => hasPendingMigrations(db, migrationsFolder),
    ping: pinger(() => pool.query('select 1')),
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, outage),
    outage,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const LISTEN_RETRY_MS = 2_000;

/**
 * LISTEN on a connection of its own, connecting again whenever it is lost. A database that
 * cannot be reached is said once, in the instance's outage log, not at every reconnection.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  outage: OutageLog,
): Promise<() => Promise<void>> {
  const failed = (message: string, error: unknown) => {
    if (isDatabaseUnavailable(error)) outage.unavailable(error);
    else logger.warn(message, { error: errorMessage(error) });
  };
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const again = () => {
      if (lost || stopped) return;
      lost = true;
      client.end().catch(() => {});
      retry = setTimeout(() => void connect(), LISTEN_RETRY_MS);
      retry.unref();
    };
    client.on('notification', (note) => {
      if (note.channel === channel && note.payload !== undefined) onPayload(note.payload);
    });
    client.on('error', (error) => {
      failed('database listener lost', error);
      again();
    });
    client.on('end', again);
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      current = client;
      if (stopped) await client.end(); // stopped while this connection was being made
    } catch (error) {
      failed('database listener cannot connect', error);
      again();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
