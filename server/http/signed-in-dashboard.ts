import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { firstScreenSlot } from '#common/first-screen';
import type { MeResponse } from '#common/contracts/me';
import { idleSignOut } from '#common/auth/idle';
import { AppError } from '#server/core/app-error';
import { errorMessage, logger } from '../lib/logger';

const idleSignInPath = `/login?${idleSignOut.reasonParam}=${idleSignOut.reasonValue}`;

/** Who sent these headers: the /api/me reply. */
export type ReadAccount = (headers: Headers) => Promise<MeResponse>;

/** What `build:pages` leaves in dist/render/ (web/site/dashboard-screen.tsx). */
interface DashboardRenderer {
  renderDashboardScreen(reply: MeResponse, href: string): Promise<string | null>;
}

// The dashboard's Home tab, where /user-dashboard leads.
const HOME_PATHS = new Set(['/user-dashboard', '/user-dashboard/submit-idea']);

/**
 * Answers the dashboard's Home tab for a signed-in user with their screen already drawn
 * (ADR 0020): their account, the agreement step and the idea step in the first response.
 * Anyone else, and any failure, falls through to the page written at build time, which loads
 * the account in the browser as before. Null when the build has no renderer.
 */
export function signedInDashboard(
  renderDir: string,
  readAccount: ReadAccount,
): MiddlewareHandler | null {
  const templateFile = path.join(renderDir, 'user-dashboard.html');
  const rendererFile = path.join(renderDir, 'dashboard-screen.js');
  if (!existsSync(templateFile) || !existsSync(rendererFile)) return null;
  const template = readFileSync(templateFile, 'utf8');
  // React's server renderer is loaded with the first such page, not at start-up.
  let renderer: Promise<DashboardRenderer> | undefined;

  return async (c, next) => {
    const pathname = c.req.path.replace(/(.)\/+$/, '$1');
    if (!HOME_PATHS.has(pathname) || !c.req.header('cookie')) return next();
    try {
      const reply = await readAccount(c.req.raw.headers);
      if (!reply.user) return next();
      renderer ??= import(pathToFileURL(rendererFile).href) as Promise<DashboardRenderer>;
      const screen = await (await renderer).renderDashboardScreen(reply, c.req.url);
      if (screen === null) return next();
      // One person's page: never kept by a browser or a shared cache.
      c.header('Cache-Control', 'no-store');
      return c.html(template.replace(firstScreenSlot, () => screen));
    } catch (error) {
      // The session was unused too long and has just ended: the sign-in page says so.
      if (error instanceof AppError && error.code === 'session_idle')
        return c.redirect(idleSignInPath);
      renderer = undefined;
      logger.warn('dashboard not rendered on the server', { error: errorMessage(error) });
      return next();
    }
  };
}
