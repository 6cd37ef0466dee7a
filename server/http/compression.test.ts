import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression';

const rows = Array.from({ length: 40 }, (_, i) => ({
  id: i,
  title: `Radiopaque marker on the aspiration catheter tip, version ${i}`,
}));
const page = `<!doctype html><html><body>${'<p>Ground-breaking impact</p>'.repeat(100)}</body></html>`;

const app = new Hono();
app.use(compression());
app.get('/small', (c) => c.json({ status: 'ok' }));
app.get('/large', (c) => c.json({ rows }));
app.get('/created', (c) => c.json({ id: 'a' }, 201));
app.get('/page', (c) => c.html(page));
app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));

const get = (path: string) => app.request(path, { headers: { 'accept-encoding': 'gzip' } });

describe('compression', () => {
  it('sends a small JSON reply as it is, with its length', async () => {
    const response = await get('/small');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBe(String('{"status":"ok"}'.length));
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('keeps the status a reply asks for', async () => {
    const response = await get('/created');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 'a' });
  });

  it('compresses a large JSON reply, which decompresses to the same data', async () => {
    const response = await get('/large');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(JSON.parse(body.toString('utf8'))).toEqual({ rows });
  });

  it('compresses a page', async () => {
    const response = await get('/page');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await response.arrayBuffer())).toString('utf8')).toBe(page);
  });

  it('leaves an image alone', async () => {
    const response = await get('/image');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.arrayBuffer()).byteLength).toBe(4096);
  });

  it('sends everything as it is to a client that does not accept compression', async () => {
    const response = await app.request('/large');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ rows });
  });
});
