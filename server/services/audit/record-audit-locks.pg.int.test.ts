import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema';
import { createTestDatabase, type TestDatabase } from '#server/test/database';
import { recordAudit } from './record-audit';
import { verifyChain } from './verify-chain';

let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await testDatabase.open();
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

/** A promise and the way to settle it from outside. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('writers of the audit chain and row locks', () => {
  it('never wait on each other: an audited transaction may lock a row after auditing', async () => {
    const [row] = await database.db.insert(users).values({ email: 'lock@example.com' }).returning();
    const lockRow = (tx: Parameters<Parameters<Database['db']['transaction']>[0]>[0]) =>
      tx.execute(sql`select id from users where id = ${row!.id} for update`);
    const holding = signal();
    const audited = signal();
    // B holds the row, then audits; A audits, then wants the row. Had A's audit taken the
    // chain's lock where it was called, B would wait on A and A on B.
    const b = database.db.transaction(async (tx) => {
      await lockRow(tx);
      holding.resolve();
      await audited.promise;
      await recordAudit(tx, { action: 'two_factor.enabled', actor: { id: null, email: 'b@x' } });
    });
    const a = database.db.transaction(async (tx) => {
      await holding.promise;
      await recordAudit(tx, { action: 'two_factor.disabled', actor: { id: null, email: 'a@x' } });
      audited.resolve();
      await lockRow(tx);
      await tx.update(users).set({ name: 'A' }).where(eq(users.id, row!.id));
    });
    await Promise.all([a, b]);
    expect(await verifyChain(database.db)).toMatchObject({ ok: true, length: 2 });
  });

  it('keeps one line when 20 transactions on separate connections audit at once', async () => {
    const before = (await verifyChain(database.db)).length;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await recordAudit(tx, {
            action: 'two_factor.enabled',
            actor: { id: null, email: `${i}@x` },
          });
          await tx.execute(sql`select pg_sleep(0)`);
          await recordAudit(tx, {
            action: 'two_factor.disabled',
            actor: { id: null, email: `${i}@x` },
          });
        }),
      ),
    );
    expect(await verifyChain(database.db)).toMatchObject({ ok: true, length: before + 40 });
  });
});
