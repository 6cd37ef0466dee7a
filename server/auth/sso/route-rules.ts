import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { ssoMessages } from '#common/sso';
import type { Db } from '#server/db/client';
import { providerForEmail } from './domains';

const BY_ADDRESS = new Set(['/sign-in/email', '/sign-up/email', '/request-password-reset']);

const refused = () =>
  new APIError('FORBIDDEN', { code: 'sso_required', message: ssoMessages.required });

/**
 * People on a single sign-on domain sign in through their provider only: a password sign-in,
 * a sign-up and a reset for their address are refused, so the provider's sign-in policy (and
 * its leavers process) cannot be gone around. A reset link sent before the provider was set up
 * is refused too, as it would give the account a password. And a single sign-on started here
 * comes back only to the portal's own pages.
 */
export async function refuseForSsoDomains(db: Db, ctx: GenericEndpointContext): Promise<void> {
  if (ctx.path === '/sign-in/sso') refuseOtherSites(ctx.body);
  if (BY_ADDRESS.has(ctx.path)) {
    const email = String(ctx.body?.email ?? '').trim();
    if (email && (await providerForEmail(db, email))) throw refused();
  }
  if (ctx.path === '/reset-password' && typeof ctx.body?.token === 'string') {
    const link = await ctx.context.internalAdapter.findVerificationValue(
      `reset-password:${ctx.body.token}`,
    );
    const user = link && (await ctx.context.internalAdapter.findUserById(link.value));
    if (user && (await providerForEmail(db, user.email))) throw refused();
  }
}

const RETURN_FIELDS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/**
 * Single sign-on returns only to the portal's own pages: a path, never another site (nor a
 * `//host` or `\\host` a browser would read as one). The library would also accept the
 * identity providers' origins, which it trusts for their keys.
 */
function refuseOtherSites(body: unknown): void {
  const fields = (body ?? {}) as Record<string, unknown>;
  for (const field of RETURN_FIELDS) {
    const value = fields[field];
    if (value === undefined && field !== 'callbackURL') continue;
    if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value))
      throw new APIError('BAD_REQUEST', {
        code: 'invalid_callback',
        message: `${field} must be a path on this site, starting with /.`,
      });
  }
}
