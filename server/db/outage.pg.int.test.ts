import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger';
import { databaseBehindRelay } from '../test/database-behind-relay';
import { startTestPortal, type TestPortal } from '../test/portal';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from './client';

// The portal reaches PostgreSQL through a relay the test cuts: the database "stops" for this
// portal alone, without stopping the cluster other tests use.
let behind: Awaited<ReturnType<typeof databaseBehindRelay>>;
let proxy: typeof behind.relay;
let t: TestPortal;
let database: Awaited<ReturnType<typeof openDatabase>>;
beforeAll(async () => {
  behind = await databaseBehindRelay();
  proxy = behind.relay;
  database = await openDatabase({ url: behind.url, connectionWaitMs: 2_000 });
  t = await startTestPortal({}, { database });
});
afterAll(async () => {
  await t?.close();
  await behind?.close();
});

describe('while the database is stopped', () => {
  it('answers every request 503 with Retry-After, logs the outage once, and serves again after', async () => {
    const person = await t.createAccount('outage@example.com', 'Outage-Passw0rd!');
    const stranger = t.client();
    expect((await person.request('/api/submissions')).status).toBe(200);
    const warned = vi.spyOn(logger, 'warn');
    const failed = vi.spyOn(logger, 'error');
    const informed = vi.spyOn(logger, 'info');

    await proxy.cut();
    const calls = Array.from({ length: 8 }, () => [
      person.request('/api/me'),
      person.request('/api/submissions'),
      person.request('/api/account/sessions'),
      person.request('/api/submissions', { json: { title: 'A lamp', description: 'It glows.' } }),
      stranger.signIn('outage@example.com', 'Outage-Passw0rd!'),
      stranger.signUp('new@example.com', 'Another-Passw0rd!'),
    ]).flat();
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 503));
    for (const answer of answers) {
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    }
    const health = await person.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(failed).not.toHaveBeenCalled();
    const outageWarnings = warned.mock.calls.filter(([message]) =>
      message.startsWith('database unavailable'),
    );
    expect(outageWarnings).toHaveLength(1);
    expect(warned).toHaveBeenCalledTimes(1);

    await proxy.restore();
    await expect.poll(async () => (await person.request('/api/me')).status).toBe(200);
    expect((await person.request('/api/submissions')).status).toBe(200);
    expect((await person.request('/api/health')).status).toBe(200);
    expect(
      informed.mock.calls.filter(([message]) => message === 'database available again'),
    ).toHaveLength(1);
  });
});

describe('while the database is stopped under a LISTEN', () => {
  it('reconnects without a warning at each attempt, and hears again after', async () => {
    const heard: string[] = [];
    const stop = await database.listen('outage_test', (payload) => heard.push(payload));
    const warned = vi.spyOn(logger, 'warn');
    warned.mockClear(); // the spy may carry the calls of the test before
    const attempts = vi.spyOn(pg.Client.prototype, 'connect');
    try {
      await proxy.cut();
      // The connection lost, then two attempts to make it again, both refused.
      await expect.poll(() => attempts.mock.calls.length, { timeout: 15_000 }).toBeGreaterThan(2);
      expect(warned.mock.calls.map(([message]) => message)).toEqual([
        'database unavailable: answering 503 until it is back',
      ]);
      await proxy.restore();
      await expect
        .poll(
          async () => {
            await database.db.execute(sql`select pg_notify('outage_test', 'back')`);
            return heard;
          },
          { timeout: 15_000 },
        )
        .toContain('back');
    } finally {
      attempts.mockRestore();
      await stop();
    }
  });
});
