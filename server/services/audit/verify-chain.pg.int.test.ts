import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { auditVerifications } from '#server/db/schema';
import { createTestDatabase, type TestDatabase } from '#server/test/database';
import { writeEntries } from '#server/test/audit-chain';
import { verifyAndRecord } from './verifications';

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
  await writeEntries(database.db, 5, 'before');
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('verification while the portal keeps writing', () => {
  it('finds an untouched chain whole every time, and stores that', async () => {
    let writing = true;
    // Four writers on connections of their own append entries until the checks are done.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; writing; i++) await writeEntries(database.db, 1, `w${w}-${i}`);
    });
    const reports = [];
    try {
      for (let i = 0; i < 40; i++) {
        const checks = await Promise.all(
          [0, 1].map(() => verifyAndRecord(database.db, { kind: 'cli' })),
        );
        reports.push(...checks.map(({ report }) => report));
      }
    } finally {
      writing = false;
      await Promise.all(writers);
    }
    expect(reports.filter((report) => !report.ok).map((report) => report.broken)).toEqual([]);
    const stored = await database.db.select().from(auditVerifications);
    expect(stored).toHaveLength(80);
    expect(stored.filter((row) => !row.ok)).toEqual([]);
    // The walks saw the chain grow under them, so the test did check something.
    expect(new Set(reports.map((report) => report.length)).size).toBeGreaterThan(1);
  });
});
