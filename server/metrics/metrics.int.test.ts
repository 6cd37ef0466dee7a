import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLock } from '../http/limits';
import { verifyAndRecord } from '../services/audit/verifications';
import { openEvents } from '../test/event-stream';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.request(`${TEST_APP_URL}/metrics`, {
    headers: authorization ? { Authorization: authorization } : {},
  });

/** The value of one series in Prometheus text, or undefined when it is not there. */
async function series(name: string, labels = ''): Promise<number | undefined> {
  const text = await (await scrape(`Bearer ${TOKEN}`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('/metrics on the portal port', () => {
  it('is served only to a scraper with the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape()).headers.get('www-authenticate')).toContain('Bearer');
    expect((await scrape('Bearer wrong-token')).status).toBe(401);
    expect((await scrape(`Basic ${btoa(`x:${TOKEN}`)}`)).status).toBe(401);
    const answer = await scrape(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(await answer.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is not there at all without a token, whatever is sent', async () => {
    const without = await startTestPortal();
    try {
      for (const authorization of [undefined, 'Bearer ', `Bearer ${TOKEN}`]) {
        const answer = await without.app.request(`${TEST_APP_URL}/metrics`, {
          headers: authorization ? { Authorization: authorization } : {},
        });
        expect(answer.status).toBe(404);
        expect(await answer.text()).not.toContain('http_request');
      }
    } finally {
      await without.close();
    }
  });

  it('counts and times requests by route pattern and status, never by the id in the path', async () => {
    const id = randomUUID();
    const route = 'route="/api/submissions/:id"';
    const labels = `{method="GET",${route},status="401"}`;
    const before = (await series('http_requests_total', labels)) ?? 0;
    for (let i = 0; i < 3; i++) await t.client().request(`/api/submissions/${id}`);
    expect(await series('http_requests_total', labels)).toBe(before + 3);
    expect(await series('http_request_duration_seconds_count', labels)).toBe(before + 3);
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/submissions\/:id",status="401"\} \d+/,
    );
    expect(text).not.toContain(id);
  });

  it('counts sign-in failures and the locks they lead to', async () => {
    const email = `locked-${randomUUID()}@example.com`;
    await t.createAccount(email, 'Right-passw0rd!');
    const failures = (await series('portal_sign_in_failures_total')) ?? 0;
    const locks = (await series('portal_sign_in_locks_total')) ?? 0;
    const client = t.client();
    const statuses: number[] = [];
    // One past the lock, and one more.
    for (let i = 0; i < signInLock.limit + 2; i++)
      statuses.push((await client.signIn(email, 'Wrong-passw0rd!')).status);
    const failed = statuses.filter((s) => s === 401).length;
    const locked = statuses.filter((s) => s === 429).length;
    expect([failed, locked]).toEqual([signInLock.limit, 2]);
    expect(await series('portal_sign_in_failures_total')).toBe(failures + failed);
    expect(await series('portal_sign_in_locks_total')).toBe(locks + locked);
  });

  it('counts every failure of attempts that arrive at once', async () => {
    const email = `besieged-${randomUUID()}@example.com`;
    await t.createAccount(email, 'Right-passw0rd!');
    const failures = (await series('portal_sign_in_failures_total')) ?? 0;
    const attempts = signInLock.limit - 2;
    const answers = await Promise.all(
      Array.from({ length: attempts }, () => t.client().signIn(email, 'Wrong-passw0rd!')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(attempts).fill(401));
    expect(await series('portal_sign_in_failures_total')).toBe(failures + attempts);
  });

  it('gives every series to each of many scrapes at once', async () => {
    await t.client().signUp(`queued-${randomUUID()}@example.com`, 'Queued-passw0rd!');
    const bodies = await Promise.all(
      Array.from({ length: 8 }, async () => (await scrape(`Bearer ${TOKEN}`)).text()),
    );
    const depths = bodies.map((body) =>
      body.split('\n').find((l) => l.startsWith('portal_queue_depth{queue="mail"} ')),
    );
    expect(new Set(depths).size).toBe(1);
    expect(Number(depths[0]?.split(' ').at(-1))).toBeGreaterThanOrEqual(1);
    await t.portal.worker.flush();
  });

  it('reports each queue, with the age of its oldest job', async () => {
    // The test portal's outbox worker is not running: the confirmation mail waits.
    await t.client().signUp(`queued-${randomUUID()}@example.com`, 'Queued-passw0rd!');
    expect(await series('portal_queue_depth', '{queue="mail"}')).toBeGreaterThanOrEqual(1);
    expect(
      await series('portal_queue_oldest_age_seconds', '{queue="mail"}'),
    ).toBeGreaterThanOrEqual(0);
    await t.portal.worker.flush();
    expect(await series('portal_queue_depth', '{queue="mail"}')).toBe(0);
    expect(await series('portal_queue_oldest_age_seconds', '{queue="mail"}')).toBe(0);
    expect(await series('portal_queue_depth', '{queue="timestamps"}')).toBe(0);
    expect(await series('portal_queue_depth', '{queue="webhooks"}')).toBe(0);
    expect(await series('portal_queue_depth', '{queue="long-term"}')).toBe(0);
  });

  it('reports the last audit-chain check, its age and whether it held', async () => {
    await verifyAndRecord(t.db, { kind: 'cli' });
    expect(await series('portal_audit_chain_check_ok')).toBe(1);
    expect(await series('portal_audit_chain_check_age_seconds')).toBeLessThan(60);
  });

  it('counts the event streams open on this instance', async () => {
    const client = await t.createAccount(`streams-${randomUUID()}@example.com`, 'Stream-passw0rd!');
    const before = (await series('portal_event_streams_open')) ?? 0;
    const stream = await openEvents(client);
    expect(await series('portal_event_streams_open')).toBe(before + 1);
    await stream.close();
    await expect.poll(() => series('portal_event_streams_open')).toBe(before);
  });

  it('reports the PostgreSQL pool, and no pool for the embedded database', async () => {
    const inUse = await series('db_pool_connections', '{state="in_use"}');
    if (t.portal.database.kind === 'postgres') {
      expect(inUse).toBeGreaterThanOrEqual(0);
      expect(await series('db_pool_waiting')).toBe(0);
    } else {
      expect(inUse).toBeUndefined();
    }
  });
});

describe('/metrics on METRICS_PORT', () => {
  it('serves the figures on its own port, and nothing else there', async () => {
    const own = await startTestPortal({ METRICS_PORT: '0' });
    try {
      // Port 0 in a test: the system picks one.
      const server = await own.portal.listenMetrics();
      const { port } = server!.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('portal_queue_depth');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(
        404,
      );
      // Not on the portal's own port: no token is set.
      expect((await own.app.request(`${TEST_APP_URL}/metrics`)).status).toBe(404);
    } finally {
      await own.close();
    }
  });
});
