import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { createOutageLog } from '../db/outage';
import { setLogLevel } from '../lib/logger';
import { errorHandler } from './errors';
import { requestId } from './request-id';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  setLogLevel('warn');
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('gives every answer an id of its own: API, error and page alike', async () => {
    const answers = await Promise.all([
      t.app.request(`${TEST_APP_URL}/api/health`),
      t.app.request(`${TEST_APP_URL}/api/no-such-thing`),
      t.app.request(`${TEST_APP_URL}/login`),
      t.app.request(`${TEST_APP_URL}/api/health`),
    ]);
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a client's well-formed id, and replaces one that is not", async () => {
    const sent = async (id: string) =>
      (
        await t.app.request(`${TEST_APP_URL}/api/health`, { headers: { 'X-Request-Id': id } })
      ).headers.get('x-request-id');
    expect(await sent('4bf92f3577b34da6a3ce929d0e0e4736')).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(await sent('lb-01:req.12345')).toBe('lb-01:req.12345');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>'])
      expect(await sent(bad)).toMatch(UUID);
  });

  it('names the request in the error body, as in its header', async () => {
    const answer = await t.app.request(`${TEST_APP_URL}/api/submissions`, {
      headers: { 'X-Request-Id': 'support-ticket-0001' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe('support-ticket-0001');
    expect(await answer.json()).toMatchObject({
      error: { code: 'unauthenticated', requestId: 'support-ticket-0001' },
    });
  });

  it('names the request in the error log line and the 500 it answers', async () => {
    setLogLevel('info');
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    const app = new Hono();
    app.onError(errorHandler(createOutageLog()));
    app.use(requestId());
    app.get('/boom', () => {
      throw new Error('the disk caught fire');
    });
    const answer = await app.request('/boom', { headers: { 'X-Request-Id': 'trace-me-please-1' } });
    vi.restoreAllMocks();
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({
      error: {
        code: 'internal_error',
        message: 'An unexpected error occurred. Please try again.',
        requestId: 'trace-me-please-1',
      },
    });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'unhandled error', requestId: 'trace-me-please-1' }),
    );
  });

  it("adds the id to the auth library's own error answers", async () => {
    const answer = await t.client().request('/api/auth/sign-in/email', {
      json: { email: 'nobody@example.com', password: 'Wrong-passw0rd!' },
      headers: { 'X-Request-Id': 'library-error-01' },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { requestId: 'library-error-01' } });
  });
});
