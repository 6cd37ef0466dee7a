import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger';
import { attachments } from '../db/schema/index';
import { openEvents } from '../test/event-stream';
import { pdfFile } from '../test/files';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

let t: TestPortal;
let person: Awaited<ReturnType<TestPortal['createAccount']>>;
let cookie: string;
let file: Uint8Array;

/** A portal with room for two requests at once and two waiting. */
function portalForFile(env: Record<string, string> = {}) {
  beforeAll(async () => {
    t = await startTestPortal({ MAX_CONCURRENT_REQUESTS: '2', REQUEST_QUEUE_SIZE: '2', ...env });
    person = await t.createAccount('busy@example.com', 'Busy-Person-Passw0rd!');
    cookie = [...person.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    file = await pdfFile();
  });
  afterAll(() => t.close());
}

/** An upload whose body arrives only when `finish` is called: a slow client on a slow link. */
function slowUpload() {
  let send!: (bytes: Uint8Array) => void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (bytes) => {
        controller.enqueue(bytes);
        controller.close();
      };
    },
  });
  const answer = Promise.resolve(
    t.app.request(`${TEST_APP_URL}/api/attachments`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        cookie,
        origin: TEST_APP_URL,
        'x-forwarded-for': '198.51.100.9',
        'x-file-name': 'sketch.pdf',
        'content-type': 'application/octet-stream',
      },
    } as RequestInit),
  );
  return { answer, finish: () => send(file) };
}

describe('sustained overload', () => {
  portalForFile();

  it('answers what the instance cannot take 503 with Retry-After, and the rest in turn', async () => {
    const uploads = Array.from({ length: 20 }, slowUpload);
    let settled = 0;
    const answers = uploads.map(({ answer }) => answer.finally(() => settled++));
    // Two run and two wait: the other sixteen are answered while those four are still held.
    await expect.poll(() => settled).toBe(16);
    for (const upload of uploads) upload.finish();
    const statuses = await Promise.all(
      answers.map(async (answer) => {
        const response = await answer;
        if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5');
        return response.status;
      }),
    );
    expect(statuses.filter((s: number) => s === 503)).toHaveLength(16);
    expect(statuses.filter((s: number) => s === 201)).toHaveLength(4);
  });

  it('logs one line while the overload lasts, however many requests it refuses', async () => {
    const warned = vi.spyOn(logger, 'warn');
    warned.mockClear();
    const overloadLines = () =>
      warned.mock.calls.filter(([message]) => message === 'overloaded: answering 503').length;
    // Two run and two wait.
    const held = Array.from({ length: 4 }, slowUpload);
    const more: ReturnType<typeof slowUpload>[] = [];
    try {
      const refused = await Promise.all(Array.from({ length: 3 }, () => slowUpload().answer));
      expect(refused.map((r) => r.status)).toEqual([503, 503, 503]);
      // One finishes and a waiting one runs; the instance is as full as before.
      held[0]!.finish();
      expect((await held[0]!.answer).status).toBe(201);
      more.push(slowUpload(), slowUpload());
      expect((await more[1]!.answer).status).toBe(503);
      expect(overloadLines()).toBe(1);
    } finally {
      const rest = [...held.slice(1), ...more.slice(0, 1)];
      for (const upload of rest) upload.finish();
      await Promise.all(rest.map((upload) => upload.answer));
    }
  });

  it('holds no place for open event streams', async () => {
    const streams = await Promise.all([openEvents(person), openEvents(person), openEvents(person)]);
    try {
      for (const stream of streams) expect((await stream.next()).event).toBe('ready');
      expect((await person.request('/api/me')).status).toBe(200);
      expect((await person.request('/api/health')).status).toBe(200);
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});

describe('a request that takes too long', () => {
  portalForFile({ REQUEST_DEADLINE_SECONDS: '1' });

  it('is answered 503 with Retry-After while it waits past its deadline; a started write is answered with what it did', async () => {
    const running = [slowUpload(), slowUpload()];
    // Let both take their places before the read arrives.
    await new Promise((resolve) => setImmediate(resolve));
    // Both places are taken by uploads still receiving their bodies: this read waits, then is refused.
    const waited = await person.request('/api/me');
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('5');
    // The uploads ran past the deadline too, but a write that has begun is never cut off.
    for (const upload of running) upload.finish();
    const statuses = await Promise.all(running.map(async (upload) => (await upload.answer).status));
    expect(statuses).toEqual([201, 201]);
    expect(await t.db.$count(attachments)).toBe(2);
    expect((await person.request('/api/me')).status).toBe(200);
  });
});
