import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '#common/contracts/endpoint';
import {
  ApiRequestError,
  apiPath,
  apiRequest,
  callApi,
  errorFromResponse,
  parseRetryAfter,
} from './api';

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

describe('the reference of a server fault', () => {
  const fault = (status: number) =>
    new Response(
      JSON.stringify({
        error: {
          code: 'internal_error',
          message: 'An unexpected error occurred. Please try again.',
          requestId: '5f0c2b1e-9a7d-4c1e-8f3a-2b6d9e0a1c4f',
        },
      }),
      { status, headers: { 'X-Request-Id': '5f0c2b1e-9a7d-4c1e-8f3a-2b6d9e0a1c4f' } },
    );

  it('is told with the message, so a person can give it to support', async () => {
    const error = await errorFromResponse(fault(500));
    expect(error.requestId).toBe('5f0c2b1e-9a7d-4c1e-8f3a-2b6d9e0a1c4f');
    expect(error.message).toBe(
      'An unexpected error occurred. Please try again. Reference: 5f0c2b1e-9a7d-4c1e-8f3a-2b6d9e0a1c4f',
    );
  });

  it("comes from the header when a proxy's page has no body to carry it", async () => {
    const error = await errorFromResponse(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'X-Request-Id': 'edge-7f3a9c21' },
      }),
    );
    expect(error.message).toBe('Bad Gateway. Reference: edge-7f3a9c21');
  });

  it('is left out of a wait (503) and of what the person can fix (4xx)', async () => {
    expect((await errorFromResponse(fault(503))).message).toBe(
      'An unexpected error occurred. Please try again.',
    );
    const refused = await errorFromResponse(
      new Response(
        JSON.stringify({
          error: { code: 'invalid_input', message: 'Enter a title.', requestId: 'abc12345' },
        }),
        { status: 400 },
      ),
    );
    expect(refused).toMatchObject({ message: 'Enter a title.', requestId: 'abc12345' });
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

describe('callApi', () => {
  afterEach(() => vi.unstubAllGlobals());

  const thing = endpoint({
    method: 'PATCH',
    path: '/api/things/:id/parts/:part',
    summary: 'A test endpoint.',
    body: z.object({ name: z.string() }),
    query: z.object({ tag: z.string().optional() }),
    response: z.object({ id: z.string(), count: z.number().int() }),
  });

  it('builds the path from the contract, each parameter encoded, with its method and body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'a', count: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await callApi(thing, {
      params: { id: 'a/b', part: 'x y' },
      query: { tag: 'new & old' },
      body: { name: 'n' },
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things/a%2Fb/parts/x%20y?tag=new+%26+old',
      expect.objectContaining({ method: 'PATCH', body: '{"name":"n"}' }),
    );
  });

  it('keeps only the fields the contract names', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ id: 'a', count: 2, passwordHash: 'x', internalNote: 'y' }),
    );
    const answer = await callApi(thing, { params: { id: 'a', part: 'b' }, body: { name: 'n' } });
    expect(answer).toEqual({ id: 'a', count: 2 });
  });

  it('refuses an answer the contract does not describe, never passing it on', async () => {
    for (const reply of [{ id: 'a', count: '2' }, { id: 'a' }, null, 'ok']) {
      vi.stubGlobal('fetch', async () => Response.json(reply));
      await expect(
        callApi(thing, { params: { id: 'a', part: 'b' }, body: { name: 'n' } }),
      ).rejects.toMatchObject({ name: 'ApiRequestError', code: 'invalid_response' });
    }
  });

  it('reads nothing when the contract expects no JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    const gone = endpoint({
      method: 'DELETE',
      path: '/api/things/:id',
      summary: 'A test endpoint.',
      response: null,
    });
    await expect(callApi(gone, { params: { id: 'a' } })).resolves.toBeUndefined();
  });

  it('refuses a path with a parameter left out rather than calling another', () => {
    expect(() => apiPath(thing, { params: { id: 'a' } as never })).toThrow(/needs :part/);
  });
});
