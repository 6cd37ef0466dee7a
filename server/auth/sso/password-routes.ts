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
 * is refused too, as it would give the account a password.
 */
export async function refuseForSsoDomains(db: Db, ctx: GenericEndpointContext): Promise<void> {
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
