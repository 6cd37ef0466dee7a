import { createMiddleware } from 'hono/factory';
import { twoFactorMessages } from '#common/auth/two-factor';
import { AppError } from '#server/core/app-error';
import type { Auth, AuthSession, SessionUser } from './auth';

export type AuthVariables = { user: SessionUser; session: AuthSession['session'] };

/**
 * Passes only a signed-in user whose email is confirmed; everything else is refused.
 * `{ verified: false }` also lets an unconfirmed session through, for "who am I" alone.
 * `{ background: true }` marks routes a page calls by itself (an event stream), which never
 * keep a session from idling out.
 */
export function requireUser(
  auth: Auth,
  { verified = true, background = false }: { verified?: boolean; background?: boolean } = {},
) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const found = await auth.readSession(
      c.req.raw.headers,
      background ? { activity: false } : undefined,
    );
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

/** Whether the account holds a staff role: admin, or reviewer (who sees only their assignments). */
export const isStaff = (user: { role?: string | null | undefined }) =>
  user.role === 'admin' || user.role === 'reviewer';

/**
 * Whether a user may use staff powers (others' ideas, agreements, the admin API): only with
 * two-factor sign-in on and a session that was itself made with the second factor. Staff
 * without either are treated as any other user: one who has not enrolled, or a session from
 * a password alone, from before enrolment or a promotion, or from after a console reset.
 */
export const actsAsStaff = (
  user: Pick<SessionUser, 'role' | 'twoFactorEnabled'>,
  session: Pick<AuthSession['session'], 'twoFactorVerified'>,
) => isStaff(user) && user.twoFactorEnabled === true && session.twoFactorVerified === true;

/**
 * Passes only staff (admins and reviewers), and only once they have two-factor sign-in on and
 * this session was made with it: otherwise 403 `two_factor_required`, saying whether to set it
 * up or to sign in again with the code. What a reviewer may reach behind it is narrowed route
 * by route (services/evaluation/access).
 */
export function requireStaff(auth: Auth) {
  const signedIn = requireUser(auth);
  return createMiddleware<{ Variables: AuthVariables }>((c, next) =>
    signedIn(c, async () => {
      if (!isStaff(c.get('user'))) {
        throw new AppError('forbidden', 'You do not have permission to do this.');
      }
      if (!c.get('user').twoFactorEnabled) {
        throw new AppError('two_factor_required', twoFactorMessages.required);
      }
      if (!actsAsStaff(c.get('user'), c.get('session'))) {
        throw new AppError('two_factor_required', twoFactorMessages.signInAgain);
      }
      await next();
    }),
  );
}

/**
 * Whether a user acts as outside counsel (ADR 40): the counsel role, used, as staff use theirs,
 * only with two-factor sign-in on and a session made with it.
 */
export const actsAsCounsel = (
  user: Pick<SessionUser, 'role' | 'twoFactorEnabled'>,
  session: Pick<AuthSession['session'], 'twoFactorVerified'>,
) =>
  user.role === 'counsel' && user.twoFactorEnabled === true && session.twoFactorVerified === true;

/**
 * Passes admins (acting as staff) and outside counsel, each with their second factor; anyone
 * else is refused (403, or `two_factor_required` for counsel or an admin still without it).
 * Which ideas each reaches is the access rule's to say.
 */
export function requireAdminOrCounsel(auth: Auth) {
  const signedIn = requireUser(auth);
  return createMiddleware<{ Variables: AuthVariables }>((c, next) =>
    signedIn(c, async () => {
      const user = c.get('user');
      if (user.role !== 'admin' && user.role !== 'counsel')
        throw new AppError('forbidden', 'You do not have permission to do this.');
      if (!user.twoFactorEnabled)
        throw new AppError('two_factor_required', twoFactorMessages.required);
      if (c.get('session').twoFactorVerified !== true)
        throw new AppError('two_factor_required', twoFactorMessages.signInAgain);
      await next();
    }),
  );
}

/** Behind requireStaff: passes admins only; a reviewer is refused (403). */
export const adminOnly = createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
  if (!isAdmin(c.get('user'))) {
    throw new AppError('forbidden', 'You do not have permission to do this.');
  }
  await next();
});
