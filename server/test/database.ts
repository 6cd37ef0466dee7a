import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../migrate';

/** PostgreSQL when TEST_DATABASE_URL is set, otherwise the embedded database. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  /** Where the database lives: a URL on PostgreSQL, a directory on the embedded one (undefined: memory). */
  options: { url: string } | { dataDir: string | undefined; image?: Blob };
  /** Opens (another) connection to this database, migrated. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function openMigrated(options: TestDatabase['options']): Promise<Database> {
  const database = await openDatabase(options);
  await migrateDatabase(database);
  return database;
}

/**
 * A fresh database for one test file. On the embedded database it starts migrated (from the
 * image) unless `empty`: a test of the migrations themselves needs one no migration has touched.
 */
export async function createTestDatabase({
  dataDir,
  empty = false,
}: { dataDir?: string; empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A database in memory starts from the migrated image (pglite-image.ts), when there is one.
    // (Benchmarks use these databases outside Vitest, where there is none.)
    const imageFile = dataDir || empty || !process.env.VITEST ? undefined : inject('pgliteImage');
    const image = imageFile ? new Blob([await readFile(imageFile)]) : undefined;
    const options = { dataDir, image };
    return { options, open: () => openMigrated(options), drop: async () => {} };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const options = { url: url.toString() };
  return {
    options,
    open: () => openMigrated(options),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
