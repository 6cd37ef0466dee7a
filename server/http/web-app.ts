import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isPagePath, movedPages, notFoundPath } from '#common/page-paths';
import { type ReadAccount, signedInDashboard } from './signed-in-dashboard';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The pages prerendered at build time (ADR 0015), by path: pages/about.html answers /about,
 * pages/index.html answers /.
 */
function readPrerenderedPages(pagesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(pagesDir)) return pages;
  for (const file of readdirSync(pagesDir)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, readFileSync(path.join(pagesDir, file), 'utf8'));
  }
  return pages;
}

/**
 * Serves the built web app: the prerendered public pages at their paths, the dashboard drawn
 * for the signed-in user who asks for it (from the renderer the build leaves beside distDir, in
 * render/), hashed assets cached for a year, everything else revalidated, the app's other pages
 * answered with index.html (the single-page app's history fallback), and any other path with
 * the Not Found page and 404, so links that lead nowhere are seen as broken by browsers, crawlers
 * and monitors alike.
 */
export function webApp(distDir: string, readAccount?: ReadAccount): Hono {
  const web = new Hono();
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    web.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return web;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const pagesDir = path.join(distDir, 'pages');
  const pages = readPrerenderedPages(pagesDir);
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
  web.get('*', async (c, next) => {
    const to = movedPages[c.req.path.replace(/(.)\/+$/, '$1')];
    if (to === undefined) return next();
    // The query string goes before the section.
    return c.redirect(to.replace('#', `${new URL(c.req.url).search}#`), 301);
  });
  const dashboard = readAccount && signedInDashboard(path.join(distDir, '../render'), readAccount);
  if (dashboard) web.get('*', dashboard);
  web.get('*', async (c, next) => {
    // "/about/" is the same page as "/about", as it is in the app.
    const pathname = c.req.path.replace(/(.)\/+$/, '$1');
    const page = pathname === notFoundPath ? undefined : pages.get(pathname);
    return page === undefined ? next() : c.html(page);
  });
  const files = serveStatic({ root: distDir });
  // The prerendered files are answered by their page paths only.
  web.use('*', (c, next) => (c.req.path.startsWith('/pages/') ? next() : files(c, next)));
  web.get('*', (c) => {
    // A missing asset is a real 404, not the app shell.
    if (isHashed(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found', 404);
    }
    // The app draws its Not Found page for a path it does not know, with this status.
    if (!isPagePath(c.req.path)) return c.html(pages.get(notFoundPath) ?? indexHtml, 404);
    return c.html(indexHtml);
  });
  return web;
}
