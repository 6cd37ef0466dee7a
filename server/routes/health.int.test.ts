import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/client';
import { readinessCheck } from '../http/readiness';
import { createLocalStorage } from '../providers/storage/local-storage';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { healthRoutes } from './health';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`${TEST_APP_URL}${path}`);

describe('the probes', () => {
  it('answers liveness and readiness with what each checked, never cached', async () => {
    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });

    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      database: 'up',
      storage: 'up',
      migrations: 'applied',
    });
    // Today's meaning stays.
    expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is not ready while a migration this instance knows is not applied, and ready again after', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    if (!newest) throw new Error('no migration recorded');
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest.id}`);
    try {
      // A fresh check, as a new instance started against an older database would make.
      const app = new Hono().route(
        '/api/health',
        healthRoutes({
          database: t.portal.database,
          draining: () => false,
          ready: readinessCheck({
            database: t.portal.database,
            storage: t.portal.storage,
            draining: () => false,
          }),
        }),
      );
      const pending = await app.request('/api/health/ready');
      expect(pending.status).toBe(503);
      expect(pending.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await pending.json()).toMatchObject({
        error: { code: 'migrations_pending' },
        checks: { database: 'up', storage: 'up', migrations: 'pending' },
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest.id}, ${newest.hash}, ${newest.created_at})`,
      );
    }
    expect((await get('/api/health/ready')).status).toBe(200);
  });

  it('is not ready when file storage cannot be written, naming it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'unwritable-'));
    // Where the files folder should be, a file: nothing can be stored there.
    await writeFile(path.join(dataDir, 'files'), 'not a folder');
    try {
      const ready = readinessCheck({
        database: t.portal.database,
        storage: createLocalStorage(dataDir),
        draining: () => false,
      });
      expect(await ready()).toMatchObject({
        ready: false,
        code: 'storage_unavailable',
        checks: { database: 'up', storage: 'down' },
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is not ready, and says the database is down, when PostgreSQL refuses connections', async () => {
    // Nothing listens on port 1: every connection is refused.
    const unreachable = await openDatabase({ url: 'postgres://nobody:secret@127.0.0.1:1/none' });
    try {
      const app = new Hono().route(
        '/api/health',
        healthRoutes({
          database: unreachable,
          draining: () => false,
          ready: readinessCheck({
            database: unreachable,
            storage: t.portal.storage,
            draining: () => false,
          }),
        }),
      );
      const ready = await app.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        error: { code: 'database_unavailable', message: 'The database is not answering.' },
        checks: { database: 'down', migrations: 'unknown' },
      });
      // The process itself still answers: no orchestrator should restart it for this.
      expect((await app.request('/api/health/live')).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });

  it('answers every probe of a burst, without queueing them behind other requests', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => get(i % 2 ? '/api/health/ready' : '/api/health/live')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
  });
});
