import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { webApp } from './web-app';

let webDir: string;
let t: TestPortal;
const bigScript = `console.log(${JSON.stringify('x'.repeat(20_000))});`;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'web-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  await writeFile(path.join(webDir, 'assets', 'index-Ab12Cd34.js'), bigScript);
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDir, 'captions.vtt'), 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n');
  t = await startTestPortal({}, { webDir });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  t.app.request(`${TEST_APP_URL}${pathname}`, { headers });

describe('the built web app', () => {
  it('serves index.html at / without long-lived caching', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('asks search engines not to index the landing page, and only that page', async () => {
    expect((await get('/')).headers.get('x-robots-tag')).toBe('noindex');
    for (const page of ['/about', '/how-it-works', '/faq', '/contact', '/login', '/favicon.svg']) {
      expect((await get(page)).headers.get('x-robots-tag')).toBeNull();
    }
  });

  it('answers every page of the app with the app (history fallback)', async () => {
    const deepLinks = [
      '/user-dashboard/my-submissions',
      '/user-dashboard/settings/',
      '/admin/details/123',
      '/admin/submissions/8c0c7d7e-3b43-4c1c-9d8f-2f0b8a1e4c55',
      '/admin/reviews',
      '/register',
      '/reset-password?token=abc',
      '/auth/callback',
      '/signing/some-document',
      '/onboarding/anything/at/all',
      '/thank-you',
    ];
    for (const page of deepLinks) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a path the app does not know with 404 and the app, which draws its Not Found page', async () => {
    for (const page of [
      '/no/such/page',
      '/admin/nothing-here',
      '/admin/submissions/1/extra',
      '/user-dashboard/unknown',
      '/404',
      '/about.php',
    ]) {
      const response = await get(page);
      expect(response.status, page).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('sends the old addresses of the legal pages to their sections for good (301)', async () => {
    for (const [from, to] of [
      ['/privacy', '/privacy-terms#privacy-heading'],
      ['/terms', '/privacy-terms#terms-heading'],
      ['/cookies/', '/privacy-terms#storage'],
      ['/terms?ref=mail', '/privacy-terms?ref=mail#terms-heading'],
    ]) {
      const response = await get(from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location')).toBe(to);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(bigScript);
  });

  it('revalidates unhashed files', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves video captions as WebVTT', async () => {
    const response = await get('/captions.vtt');
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toContain('WEBVTT');
  });

  it('answers a missing asset with 404, not the app', async () => {
    expect((await get('/assets/index-gone.js')).status).toBe(404);
  });

  it('compresses what it serves when the browser accepts it', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBeLessThan(bigScript.length / 10);
  });

  it('keeps API paths out of the fallback', async () => {
    const response = await get('/api/whatever');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route.', requestId: expect.any(String) },
    });
  });
});

describe('the prerendered public pages', () => {
  let dir: string;
  let web: ReturnType<typeof webApp>;
  const page = (name: string) => `<!doctype html><title>${name}</title><h1>${name}</h1>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'web-pages-'));
    await mkdir(path.join(dir, 'pages'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'pages', 'index.html'), page('Home'));
    await writeFile(path.join(dir, 'pages', 'about.html'), page('About'));
    await writeFile(path.join(dir, 'pages', 'how-it-works.html'), page('How It Works'));
    await writeFile(path.join(dir, 'pages', '404.html'), page('Page Not Found'));
    web = webApp(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('answers each page path with its page, revalidated, the landing page kept out of indexes', async () => {
    for (const [pathname, name] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/how-it-works', 'How It Works'],
    ]) {
      const response = await web.request(pathname!);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain(`<h1>${name}</h1>`);
    }
    expect((await web.request('/')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await web.request('/about')).headers.get('x-robots-tag')).toBeNull();
  });

  it('answers a trailing slash and HEAD like the page itself', async () => {
    expect(await (await web.request('/about/')).text()).toContain('<h1>About</h1>');
    const head = await web.request('/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(await head.text()).toBe('');
  });

  it("gives the app's other pages the app, and the page files only at their paths", async () => {
    for (const pathname of ['/login', '/user-dashboard']) {
      const response = await web.request(pathname);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    for (const pathname of ['/no/such/page', '/pages/about.html']) {
      const response = await web.request(pathname);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<h1>Page Not Found</h1>');
    }
  });

  it("answers an unknown path, and the Not Found page's own path, with the prerendered Not Found page and 404", async () => {
    for (const pathname of ['/no/such/page', '/404', '/404/']) {
      const response = await web.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).toContain('<h1>Page Not Found</h1>');
    }
  });
});
