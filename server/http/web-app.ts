import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else
 * revalidated, and any other page path answered with index.html (history fallback).
 */
export function webApp(distDir: string): Hono {
  const web = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    web.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return web;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  // Vite names everything under /assets/ by its content hash, so it never changes.
  const isHashed = (pathname: string) => pathname.startsWith('/assets/');
  web.use('*', async (c, next) => {
    c.header('Cache-Control', isHashed(c.req.path) ? IMMUTABLE : 'no-cache');
    // The landing page is marked noindex; crawlers that do not run scripts never see the
    // page's own robots meta tag, so the header says it too.
    if (c.req.path === '/') c.header('X-Robots-Tag', 'noindex');
    await next();
    // The static server's type table lacks WebVTT captions; browsers other than Chromium need it.
    if (c.req.path.endsWith('.vtt') && c.res.ok)
      c.res.headers.set('Content-Type', 'text/vtt; charset=utf-8');
  });
  web.use('*', serveStatic({ root: distDir }));
  web.get('*', (c) => {
    // A missing asset is a real 404, not the app shell.
    if (isHashed(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    return c.html(indexHtml);
  });
  return web;
}
