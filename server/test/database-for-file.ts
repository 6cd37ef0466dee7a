import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * One fresh, migrated database for the calling test file: opened before its tests, dropped
 * after them. Read `.database` inside a test or hook.
 */
export function databaseForFile(): { readonly database: Database } {
  let testDatabase: TestDatabase;
  let database: Database | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });
  return {
    get database() {
      if (!database) throw new Error('The test database opens in beforeAll.');
      return database;
    },
  };
}
