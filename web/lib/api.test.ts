import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, errorFromResponse, parseRetryAfter } from './api';

describe('parseRetryAfter', () => {
  it('reads whole seconds', () => {
    expect(parseRetryAfter('42')).toBe(42);
    expect(parseRetryAfter(' 7 ')).toBe(7);
  });

  it('never asks to wait less than a second', () => {
    expect(parseRetryAfter('0')).toBe(1);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });
});

describe('errorFromResponse', () => {
  it('keeps the code, message and wait of the API error shape', async () => {
    const response = new Response(
      JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests.' } }),
      { status: 429, headers: { 'Retry-After': '60' } },
    );
    const error = await errorFromResponse(response);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests.',
      retryAfterSeconds: 60,
    });
  });

  it('names an error without the API shape by its status', async () => {
    const error = await errorFromResponse(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(error).toMatchObject({ status: 502, code: 'http_502', message: 'Bad Gateway' });
    expect(error.retryAfterSeconds).toBeNull();
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/thing', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/thing',
      expect.objectContaining({
        method: 'POST',
        credentials: 'same-origin',
        body: '{"a":1}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('throws the server error as an ApiRequestError', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'invalid_email_or_password', message: 'Invalid email or password' } },
        { status: 401 },
      ),
    );
    await expect(apiRequest('/api/auth/sign-in/email', { body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_email_or_password',
      message: 'Invalid email or password',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
    expect((error as Error).message).toMatch(/Could not reach the server/);
  });
});
