import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonOf } from '../test/api-calls';
import { openEvents } from '../test/event-stream';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
type Stream = Awaited<ReturnType<typeof openEvents>>;
const CEILING = 3;

let t: TestPortal;
let accounts: Client[];
beforeAll(async () => {
  t = await startTestPortal({ EVENT_STREAMS_MAX: String(CEILING) });
  accounts = [];
  for (const name of ['ann', 'ben', 'cai', 'dee'])
    accounts.push(await t.createAccount(`${name}@example.com`, `${name}-Pass-1`));
});
afterAll(() => t.close());

/** Opens as many streams as the accounts ask for, all at once; the served ones and the refusals. */
async function openAtOnce(clients: Client[]) {
  const responses = await Promise.all(clients.map((client) => client.request('/api/events')));
  const served = responses.filter((response) => response.status === 200);
  const refused = responses.filter((response) => response.status !== 200);
  const streams = served.map((response) => response.body!.getReader());
  return {
    served: served.length,
    refused,
    close: () => Promise.all(streams.map((s) => s.cancel())),
  };
}

const fill = async (): Promise<Stream[]> => {
  const streams = [];
  for (const client of accounts.slice(0, CEILING)) streams.push(await openEvents(client));
  return streams;
};

const oneMoreIsServed = async () => {
  const response = await accounts[3]!.request('/api/events');
  expect(response.status).toBe(200);
  await response.body!.cancel();
};

describe('open event streams on one instance', () => {
  it('are served up to the ceiling, however many ask at once; the rest get 503 with Retry-After', async () => {
    const attempt = await openAtOnce([...accounts, ...accounts]);
    try {
      expect(attempt.served).toBe(CEILING);
      expect(attempt.refused).toHaveLength(2 * accounts.length - CEILING);
      for (const response of attempt.refused) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('30');
        expect(await jsonOf(response, 503)).toEqual({
          error: {
            code: 'unavailable',
            message: expect.any(String),
            requestId: expect.any(String),
          },
        });
      }
    } finally {
      await attempt.close();
    }
  });

  it('free a place when a reader goes away', async () => {
    const streams = await fill();
    try {
      expect((await accounts[3]!.request('/api/events')).status).toBe(503);
      await streams.shift()!.close();
      await oneMoreIsServed();
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('free every place when the instance ends its streams', async () => {
    const streams = await fill();
    try {
      expect((await accounts[3]!.request('/api/events')).status).toBe(503);
      await t.portal.drain();
      const again = await openAtOnce(accounts);
      expect(again.served).toBe(CEILING);
      await again.close();
    } finally {
      await Promise.all(streams.map((stream) => stream.close().catch(() => {})));
    }
  });

  it('free a place when a stream reaches its five minutes', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    try {
      const streams = await fill();
      for (const stream of streams) expect((await stream.next()).event).toBe('ready');
      expect((await accounts[3]!.request('/api/events')).status).toBe(503);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      for (const stream of streams) await expect(stream.next()).rejects.toThrow('ended');
      await oneMoreIsServed();
    } finally {
      vi.useRealTimers();
    }
  });
});
