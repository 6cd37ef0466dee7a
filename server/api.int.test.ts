import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './db/client';
import { Hono } from 'hono';
import { healthRoutes } from './routes/health';
import { startTestPortal, TEST_APP_URL, type TestPortal } from './test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

describe('health', () => {
  it('says the database answers', async () => {
    const response = await t.client().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database cannot be reached, and keeps serving', async () => {
    const lost = await startTestPortal();
    await lost.portal.database.close(); // the database goes away under a running instance
    try {
      for (let i = 0; i < 2; i++) {
        const response = await lost.client().request('/api/health');
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({
          error: {
            code: 'database_unavailable',
            message: 'The database is not answering.',
            requestId: expect.any(String),
          },
        });
      }
      // Everything else that needs no database still answers.
      expect((await lost.client().request('/api/no-such-thing')).status).toBe(404);
    } finally {
      await lost.close();
    }
  });

  it('answers 503 when a PostgreSQL server refuses connections', async () => {
    // Nothing listens on port 1: every connection is refused.
    const unreachable = await openDatabase({ url: 'postgres://nobody:secret@127.0.0.1:1/none' });
    const app = new Hono().route(
      '/api/health',
      healthRoutes({
        database: unreachable,
        draining: () => false,
        ready: async () => ({ ready: true }),
      }),
    );
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    await unreachable.close();
  });
});

describe('API errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.client().request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route.', requestId: expect.any(String) },
    });
  });

  it('answers malformed JSON with a 400 in the one error shape', async () => {
    const raw = await t.app.request(`${TEST_APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
      body: '{"email": "broken',
    });
    expect(raw.status).toBe(400);
    const body = await raw.json();
    expect(body).toEqual({
      error: {
        code: expect.any(String),
        message: expect.any(String),
        requestId: expect.any(String),
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('refuses a state-changing request from another origin, changing nothing', async () => {
    const response = await t.app.request(`${TEST_APP_URL}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'victim@example.com', password: 'Passw0rd!long', name: '' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'forbidden_origin',
        message: 'This request must come from the portal itself.',
        requestId: expect.any(String),
      },
    });
    const signIn = await t.client().signIn('victim@example.com', 'Passw0rd!long');
    expect(signIn.status).toBe(401);
  });

  it('refuses a state-changing request that names no origin at all', async () => {
    const response = await t.app.request(`${TEST_APP_URL}/api/auth/sign-out`, { method: 'POST' });
    expect(response.status).toBe(403);
  });

  it('refuses an oversized body with 413', async () => {
    const response = await t.client().request('/api/auth/sign-in/email', {
      json: { email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and related headers', async () => {
    const response = await t.client().request('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the portal is served over HTTPS', async () => {
    const https = await startTestPortal({ APP_URL: 'https://ideas.example.com' });
    try {
      const response = await https.app.request('https://ideas.example.com/api/health');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    } finally {
      await https.close();
    }
  });
});

describe('logs', () => {
  it('keep what people typed out of logged query errors', async () => {
    const { errorMessage, stackFrames } = await import('./lib/logger');
    const error = new Error(
      'Failed query: insert into contact_messages values ($1)\nparams: my private idea',
      {
        cause: new Error('relation "contact_messages" does not exist'),
      },
    );
    expect(errorMessage(error)).toBe(
      'Failed query: insert into contact_messages values ($1) (relation "contact_messages" does not exist)',
    );
    expect(stackFrames(error)).not.toContain('my private idea');
  });

  it('turn whatever the auth library reports into single JSON lines without what people typed', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const spies = [
      vi.spyOn(process.stdout, 'write').mockImplementation(capture),
      vi.spyOn(process.stderr, 'write').mockImplementation(capture),
      vi.spyOn(console, 'error').mockImplementation((...args) => capture(args.join(' '))),
      vi.spyOn(console, 'log').mockImplementation((...args) => capture(args.join(' '))),
    ];
    const forged = '{"level":"info","message":"password changed","email":"ceo@example.com"}';
    try {
      const response = await t.client().request('/api/auth/reset-password', {
        json: { token: `x\u0000\n${forged}`, newPassword: 'Long-Enough-Pass-1' },
      });
      expect(response.status).toBeLessThan(600);
      const { authLog } = await import('./auth/auth-log');
      const failure = new Error(`Failed query: select 1\nparams: secret-token\n${forged}`);
      authLog('error', 'Error', failure, { params: ['secret-token'] });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(() => JSON.parse(line), line).not.toThrow();
      expect(line).not.toContain('secret-token');
      expect(line).not.toContain('password changed');
    }
  });
});
