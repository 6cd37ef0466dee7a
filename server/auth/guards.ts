import { createMiddleware } from 'hono/factory';
import { twoFactorMessages } from '#common/auth/two-factor';
import { AppError } from '../http/errors';
import type { Auth, AuthSession, SessionUser } from './auth';

export type AuthVariables = { user: SessionUser; session: AuthSession['session'] };

/**
 * Passes only a signed-in user whose email is confirmed; everything else is refused.
 * `{ verified: false }` also lets an unconfirmed session through, for "who am I" alone.
 */
export function requireUser(auth: Auth, { verified = true }: { verified?: boolean } = {}) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const found = await auth.readSession(c.req.raw.headers);
    if (!found) {
      throw new AppError('unauthenticated', 'You need to be signed in to complete this action.');
    }
    if (verified && !found.user.emailVerified) {
      throw new AppError('email_not_verified', 'Please confirm your email address first.');
    }
    c.set('user', found.user);
    c.set('session', found.session);
    await next();
  });
}

export const isAdmin = (user: { role?: string | null | undefined }) => user.role === 'admin';

/**
 * Whether a user may use staff powers (others' ideas, agreements, the admin API): an admin
 * without a second factor is treated as any other user until they enrol.
 */
export const actsAsStaff = (user: Pick<SessionUser, 'role' | 'twoFactorEnabled'>) =>
  isAdmin(user) && user.twoFactorEnabled === true;

/** Passes only admins, and only once they have two-factor sign-in on. */
export function requireAdmin(auth: Auth) {
  const signedIn = requireUser(auth);
  return createMiddleware<{ Variables: AuthVariables }>((c, next) =>
    signedIn(c, async () => {
      if (!isAdmin(c.get('user'))) {
        throw new AppError('forbidden', 'You do not have permission to do this.');
      }
      if (!c.get('user').twoFactorEnabled) {
        throw new AppError('two_factor_required', twoFactorMessages.required);
      }
      await next();
    }),
  );
}
