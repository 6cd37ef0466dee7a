import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { createPortal, type Portal } from '../portal';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { TEST_APP_URL } from '../test/portal';
import { DEFAULT_POOL_SIZE, openDatabase, type Database } from './client';

// Short, so the test need not wait the production 10 s for a connection to come free.
const CONNECTION_WAIT_MS = 300;

let testDatabase: TestDatabase;
let database: Database;
let portal: Portal;
let dataDir: string;
let cookie: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-overload-'));
  testDatabase = await createTestDatabase();
  const { options } = testDatabase;
  database = await openDatabase(
    'url' in options ? { ...options, connectionWaitMs: CONNECTION_WAIT_MS } : options,
  );
  await database.migrate();
  portal = await createPortal({
    env: loadEnv({ NODE_ENV: 'test', APP_URL: TEST_APP_URL, DATA_DIR: dataDir }),
    database,
    print: () => {},
  });
  // A well-signed session cookie: reading it takes a query, whoever it belongs to.
  const { secret } = await portal.auth.$context;
  const token = 'SomeSessionTokenOfNobodyAtAll0123';
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
});
afterAll(async () => {
  await portal.close();
  await testDatabase.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const whoAmI = () =>
  portal.app.request(`${TEST_APP_URL}/api/me`, { headers: { cookie, origin: TEST_APP_URL } });

/**
 * Holds every connection the portal has in open transactions until released: PostgreSQL's
 * whole pool, or the embedded database's one connection.
 */
async function holdEveryConnection() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = database.kind === 'postgres' ? DEFAULT_POOL_SIZE : 1;
  let holding = 0;
  const done = Array.from({ length: holders }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding++;
      await released;
    }),
  );
  await expect.poll(() => holding).toBe(holders);
  return async () => {
    release();
    await Promise.all(done);
  };
}

describe('a burst larger than the database can take', () => {
  it('is answered 503 with Retry-After when no connection comes free in time, never 500', async () => {
    expect((await whoAmI()).status).toBe(200);
    const release = await holdEveryConnection();
    try {
      const pending = whoAmI();
      if (database.kind === 'postgres') {
        const response = await pending;
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toEqual({
          error: {
            code: 'unavailable',
            message: 'The portal is busy. Please try again in a few seconds.',
            requestId: expect.any(String),
          },
        });
      } else {
        // The embedded database has no pool to run out of: the request waits its turn.
        await new Promise((resolve) => setTimeout(resolve, CONNECTION_WAIT_MS * 2));
        await release();
        expect((await pending).status).toBe(200);
      }
    } finally {
      await release();
    }
    expect((await whoAmI()).status).toBe(200);
  });
});
