import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger';
import { databaseBehindRelay } from '../test/database-behind-relay';
import { startTestPortal, type TestPortal } from '../test/portal';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './errors';

// The portal reaches PostgreSQL through a relay the test freezes: connections stay open and
// nothing comes back, as in a network partition, without touching the cluster other tests use.
let behind: Awaited<ReturnType<typeof databaseBehindRelay>>;
let proxy: typeof behind.relay;
let url: string;
let t: TestPortal;
beforeAll(async () => {
  behind = await databaseBehindRelay();
  ({ relay: proxy, url } = behind);
  // Short waits, so the test need not wait out the production ones.
  const database = await openDatabase({
    url,
    connectionWaitMs: 1_000,
    statementTimeoutMs: 1_000,
    answerWaitMs: 1_500,
  });
  t = await startTestPortal({}, { database });
});
afterAll(async () => {
  await t?.close();
  await behind?.close();
});

describe('when the database drops connections the pool has just handed out', () => {
  it('fails those transactions, not the process, and the pool is whole once it is back', async () => {
    const database = await openDatabase({ url, poolSize: 2 });
    try {
      const transaction = () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
      // Two idle connections, then both dropped just before two transactions take them.
      await Promise.all([
        database.db.execute(sql`select pg_sleep(0.05)`),
        database.db.execute(sql`select pg_sleep(0.05)`),
      ]);
      await proxy.cut();
      const outcomes = await Promise.allSettled([transaction(), transaction()]);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
      }

      await proxy.restore();
      // Both places in the pool serve again.
      const after = await Promise.allSettled(Array.from({ length: 6 }, transaction));
      expect(after.map((o) => o.status)).toEqual(after.map(() => 'fulfilled'));
    } finally {
      await database.close();
    }
  });
});

describe('while the database holds its connections without answering', () => {
  it('answers reads, writes, sign-ins and event streams 503, then serves from fresh connections after a fail-over', async () => {
    const email = 'partition@example.com';
    const password = 'Partition-Passw0rd!';
    const person = await t.createSignedAccount(email, password);
    const stranger = t.client();
    expect((await person.request('/api/submissions')).status).toBe(200);
    const failed = vi.spyOn(logger, 'error');
    const warned = vi.spyOn(logger, 'warn');
    warned.mockClear();

    proxy.freeze();
    // The balancer's check is the first to find the database silent.
    expect((await person.request('/api/health')).status).toBe(503);
    const answers = await Promise.all([
      person.request('/api/me'),
      person.request('/api/submissions'),
      person.request('/api/events'),
      person.request('/api/submissions', {
        json: { id: crypto.randomUUID(), status: 'draft', ideaTitle: 'A lamp' },
      }),
      stranger.signIn(email, password),
      // More than the pool holds: these wait for a connection that never comes free.
      ...Array.from({ length: 12 }, () => person.request('/api/submissions')),
    ]);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 503));
    for (const answer of answers) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(failed).not.toHaveBeenCalled();
    // Requests that found no free connection are part of the outage, not a line each.
    expect(warned.mock.calls.map(([message]) => message)).toEqual([
      'database unavailable: answering 503 until it is back',
    ]);

    // The connections open during the freeze never answer again.
    proxy.failOver();
    await expect.poll(async () => (await person.request('/api/me')).status).toBe(200);
    // No connection the database never answered on is handed out again.
    const after = await Promise.all(
      Array.from({ length: 12 }, () => person.request('/api/submissions')),
    );
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect((await stranger.signIn(email, password)).status).toBe(200);
  });
});
