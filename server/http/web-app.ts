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
  web.use(
    '*',
    serveStatic({
      root: distDir,
      onFound: (file, c) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        c.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    }),
  );
  web.get('*', (c) => {
    // A missing asset is a real 404, not the app shell.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
  return web;
}
