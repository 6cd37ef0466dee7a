import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '#server/db/client';
import { createTestDatabase, type TestDatabase } from '#server/test/database';
import { clear, hit, hitAll, peek, pruneRateLimits } from './limiter';

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

const ageWindow = (key: string, seconds: number) =>
  database.db.execute(
    sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key = ${key}`,
  );

describe('rate limiter', () => {
  it('allows the limit, refuses the next hit, and says how long to wait', async () => {
    const rule = { limit: 3, windowSeconds: 60 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await hit(database.db, 'k1', rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(verdicts[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one ended', async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    await hit(database.db, 'k2', rule);
    expect((await hit(database.db, 'k2', rule)).allowed).toBe(false);
    await ageWindow('k2', 61);
    expect((await hit(database.db, 'k2', rule)).allowed).toBe(true);
  });

  it('counts every hit exactly once when many arrive together', async () => {
    const rule = { limit: 25, windowSeconds: 60 };
    // On PostgreSQL, separate connections, as several instances would have.
    const others =
      'url' in testDatabase.options
        ? await Promise.all([testDatabase.open(), testDatabase.open()])
        : [];
    const pools = [database, ...others];
    try {
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, (_, i) => hit(pools[i % pools.length]!.db, 'k3', rule)),
      );
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(25);
      expect(verdicts.map((v) => v.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it('locks out for a whole window from the hit that reached the limit', async () => {
    const rule = { limit: 3, windowSeconds: 900, lockout: true };
    await hit(database.db, 'k4', rule);
    await hit(database.db, 'k4', rule);
    await ageWindow('k4', 800); // the first failures were long ago
    expect((await peek(database.db, 'k4', rule)).allowed).toBe(true);
    expect((await hit(database.db, 'k4', rule)).allowed).toBe(false);
    const lock = await peek(database.db, 'k4', rule);
    expect(lock.allowed).toBe(false);
    expect(lock.retryAfterSeconds).toBeGreaterThan(890);
  });

  it('forgets a key on clear, and prunes long-ended windows', async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    await hit(database.db, 'k5', rule);
    await clear(database.db, 'k5');
    expect((await hit(database.db, 'k5', rule)).allowed).toBe(true);

    await hit(database.db, 'k6', rule);
    await ageWindow('k6', 2 * 24 * 60 * 60);
    await pruneRateLimits(database.db);
    const keys = await queryRows<{ key: string }>(
      database.db,
      sql`select key from rate_limits where key in ('k5', 'k6')`,
    );
    expect(keys.map((r) => r.key)).toEqual(['k5']);
  });

  it('counts several keys at once, each under its own rule', async () => {
    const perAccount = { limit: 2, windowSeconds: 60 };
    const perAddress = { limit: 3, windowSeconds: 600 };
    const both = [
      { key: 'k7:user', rule: perAccount },
      { key: 'k7:ip', rule: perAddress },
    ];
    const rounds = [];
    for (let i = 0; i < 4; i++) rounds.push(await hitAll(database.db, both));
    expect(rounds.map(([user, ip]) => [user!.allowed, ip!.allowed])).toEqual([
      [true, true],
      [true, true],
      [false, true],
      [false, false],
    ]);
    const [user, ip] = rounds[3]!;
    expect(user!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(ip!.retryAfterSeconds).toBeGreaterThan(590);
    await ageWindow('k7:user', 61);
    const [again] = await hitAll(database.db, both);
    expect(again).toMatchObject({ allowed: true, hits: 1 });
  });

  it('locks out per key within a call of several', async () => {
    const lockout = { limit: 2, windowSeconds: 900, lockout: true };
    const plain = { limit: 5, windowSeconds: 60 };
    const keys = [
      { key: 'k8:lock', rule: lockout },
      { key: 'k8:plain', rule: plain },
    ];
    await hitAll(database.db, keys);
    await ageWindow('k8:lock', 800);
    const [locked, counted] = await hitAll(database.db, keys);
    expect(locked!.allowed).toBe(false);
    expect(locked!.retryAfterSeconds).toBeGreaterThan(890);
    expect(counted).toMatchObject({ allowed: true, hits: 2 });
  });
});
