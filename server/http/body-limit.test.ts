import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createOutageLog } from '#server/db/outage';
import { limitBodies } from './body-limit';
import { errorHandler } from './errors';

const LIMIT = 64;

function app() {
  const reached: string[] = [];
  const hono = new Hono();
  hono.onError(errorHandler(createOutageLog()));
  hono.use(limitBodies(LIMIT));
  hono.all('/echo', async (c) => {
    reached.push(c.req.method);
    return c.json(c.req.method === 'GET' ? {} : await c.req.json());
  });
  return { hono, reached };
}

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < text.length; at += 16)
        controller.enqueue(new TextEncoder().encode(text.slice(at, at + 16)));
      controller.close();
    },
  });

describe('the body limit', () => {
  const big = JSON.stringify({ text: 'x'.repeat(LIMIT) });
  const small = JSON.stringify({ text: 'fits' });

  it('refuses a body whose declared length is over the limit, before anything reads it', async () => {
    const { hono, reached } = app();
    const response = await hono.request('/echo', {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
    expect(reached).toEqual([]);
  });

  it('refuses a chunked body once it grows past the limit', async () => {
    const { hono, reached } = app();
    const response = await hono.request('/echo', {
      method: 'POST',
      body: streamOf(big),
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(reached).toEqual([]);
  });

  it('passes a body within the limit, declared or chunked, and a GET', async () => {
    const { hono, reached } = app();
    const declared = await hono.request('/echo', {
      method: 'POST',
      body: small,
      headers: { 'content-type': 'application/json', 'content-length': String(small.length) },
    });
    expect(await declared.json()).toEqual({ text: 'fits' });
    const chunked = await hono.request('/echo', {
      method: 'PUT',
      body: streamOf(small),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(await chunked.json()).toEqual({ text: 'fits' });
    expect((await hono.request('/echo')).status).toBe(200);
    expect(reached).toEqual(['POST', 'PUT', 'GET']);
  });
});
