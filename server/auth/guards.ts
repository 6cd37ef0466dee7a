import { createMiddleware } from 'hono/factory';
import { staffStepMessages, type StaffStep } from '#common/auth/staff-access';
import { twoFactorMessages } from '#common/auth/two-factor';
import { AppError } from '#server/core/app-error';
import type { Auth, AuthSession, SessionUser } from './auth';
import { staffStepOf } from './staff-access';

export type AuthVariables = {
  user: SessionUser;
  session: AuthSession['session'];
  /** For an account with a staff role: whether this session may use it (staff-access.ts). */
  staffStep?: StaffStep;
};

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
    if (isStaff(found.user)) c.set('staffStep', await staffStepFor(auth, found));
    await next();
  });
}

export const isAdmin = (user: { role?: string | null | undefined }) => user.role === 'admin';

/** Whether the account holds a staff role: admin, or reviewer (who sees only their assignments). */
export const isStaff = (user: { role?: string | null | undefined }) =>
  user.role === 'admin' || user.role === 'reviewer';

/** Where a staff member's session stands (staff-access.ts), under the current policy. */
export async function staffStepFor(
  auth: Auth,
  { user, session }: Pick<AuthSession, 'user' | 'session'>,
): Promise<StaffStep> {
  return staffStepOf(user, session, await auth.signInPolicy());
}

/**
 * Passes only staff (admins and reviewers), and only in a session that may use the role
 * (staff-access.ts): otherwise 403 `two_factor_required`, saying what to do first (set up
 * two-factor sign-in, sign in again with the code, or with a passkey or single sign-on). What a reviewer may reach behind it is narrowed route
 * by route (services/evaluation/access).
 */
export function requireStaff(auth: Auth) {
  const signedIn = requireUser(auth);
  return createMiddleware<{ Variables: AuthVariables }>((c, next) =>
    signedIn(c, async () => {
      if (!isStaff(c.get('user'))) {
        throw new AppError('forbidden', 'You do not have permission to do this.');
      }
      const step = c.get('staffStep');
      if (step !== 'ready')
        throw new AppError('two_factor_required', staffStepMessages[step ?? 'sign-in-again']);
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
