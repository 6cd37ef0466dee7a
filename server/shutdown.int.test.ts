import { serve } from '@hono/node-server';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { setServerTimeouts } from './http/server-timeouts';
import { gracefulShutdown } from './shutdown';
import { largeFile } from './test/files';
import { startTestPortal, TEST_APP_URL, type TestPortal } from './test/portal';

let t: TestPortal;
let cookie: string;
beforeAll(async () => {
  t = await startTestPortal();
  const person = await t.createAccount('uploader@example.com', 'Uploader-Passw0rd!');
  cookie = [...person.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
});
afterAll(() => t.close());

let server: Server;
let agent: http.Agent;
afterEach(() => {
  agent?.destroy();
  server?.closeAllConnections();
});

/** The portal on a real port, as index.ts serves it, with its shutdown attached. */
async function listen(quietMs: number) {
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(info.port),
    ) as Server;
  });
  setServerTimeouts(server, { keepAliveSeconds: 65, requestSeconds: 120, uploadIdleSeconds: 60 });
  const drain = gracefulShutdown(server, {
    graceMs: 60_000,
    quietMs,
    drain: () => t.portal.drain(),
    close: async () => {},
  });
  return { port, drain };
}

type Outcome = { status: number; connection: string | undefined } | { error: string };

/** One upload over the keep-alive agent: its answer, or the error code of its connection. */
function upload(port: number, bytes = largeFile(256 * 1024)): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/attachments',
        method: 'POST',
        agent,
        headers: {
          cookie,
          origin: TEST_APP_URL,
          'x-forwarded-for': '198.51.100.7',
          'x-file-name': 'sketch.pdf',
          'content-type': 'application/octet-stream',
          'content-length': String(bytes.byteLength),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
        response.on('error', (error) =>
          resolve({ error: (error as { code?: string }).code ?? error.message }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ error: (error as { code?: string }).code ?? error.message }),
    );
    request.end(bytes);
  });
}

describe('shutting down under upload load', () => {
  it('finishes every accepted upload and refuses the rest before they are sent', async () => {
    const { port, drain } = await listen(200);
    agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    let received = 0;
    let stopped: Promise<void> | undefined;
    server.on('request', () => {
      if (++received === 6) stopped = drain.shutdown();
    });
    const outcomes = await Promise.all(Array.from({ length: 24 }, () => upload(port)));
    await stopped;

    for (const outcome of outcomes)
      if ('error' in outcome) expect(outcome.error).toBe('ECONNREFUSED');
      else expect(outcome.status).toBe(201);
    expect(outcomes.filter((o) => 'status' in o).length).toBeGreaterThanOrEqual(6);
    // Answers given while draining told the client to use that connection no more.
    expect(outcomes.some((o) => 'connection' in o && o.connection === 'close')).toBe(true);
    expect(outcomes.some((o) => 'error' in o)).toBe(true);
  });

  it('serves a request sent on an idle keep-alive connection as the drain starts, and says so', async () => {
    const { port, drain } = await listen(3_000);
    agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await upload(port);
    expect(first).toMatchObject({ status: 201, connection: 'keep-alive' });

    const stopped = drain.shutdown();
    // The balancer's view while the instance drains.
    const health = await t.app.request(`${TEST_APP_URL}/api/health`);
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
    // An orchestrator's probes: taken out of rotation at once, but not restarted.
    const ready = await t.app.request(`${TEST_APP_URL}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ error: { code: 'shutting_down' } });
    expect((await t.app.request(`${TEST_APP_URL}/api/health/live`)).status).toBe(200);
    // Sent on the connection the first upload left idle, as a proxy reusing it would.
    const second = await upload(port);
    expect(second).toEqual({ status: 201, connection: 'close' });
    // Nothing is left open, so the shutdown completes without waiting out its grace.
    await stopped;
    expect(await upload(port)).toEqual({ error: 'ECONNREFUSED' });
  });
});

describe('shutting down while the database holds its connections without answering', () => {
  it('settles all the same once its drain and its close have had their time', async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    const drain = gracefulShutdown(server, {
      graceMs: 10,
      quietMs: 0,
      closeMs: 10,
      // As ending a LISTEN, and a pool's end, do then.
      drain: () => new Promise(() => {}),
      close: () => new Promise(() => {}),
    });
    await expect(drain.shutdown()).resolves.toBeUndefined();
    expect(server.listening).toBe(false);
  });
});
