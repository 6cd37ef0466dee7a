import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { AppError } from '#server/core/app-error';
import type { Auth } from './auth';
import { TWO_FACTOR_COOKIE } from './two-factor';

export interface TwoFactorCaller {
  user: { id: string; email: string; role?: string | null; twoFactorEnabled?: boolean | null };
  /** The password was right and the second step is pending: there is no session yet. */
  signingIn: boolean;
}

const unreadablePendingSignIn = () =>
  new AppError('invalid_two_factor_cookie', 'Invalid two factor cookie', { status: 401 });

const callers = new WeakMap<Request, Promise<TwoFactorCaller | null>>();

async function resolve(auth: Auth, c: Context): Promise<TwoFactorCaller | null> {
  // The library prefers a session over a pending sign-in when a request carries both.
  const session = await auth.readSession(c.req.raw.headers);
  if (session) return { user: session.user, signingIn: false };
  const context = await auth.$context;
  const cookie = context.createAuthCookie(TWO_FACTOR_COOKIE).name;
  const header = c.req.header('cookie') ?? '';
  const at = header.indexOf(cookie);
  if (at === -1) return null;
  const identifier = await getSignedCookie(c, context.secret, cookie);
  // The library reads cookies its own way (an unclosed quote, the first of two): a pending
  // sign-in the portal cannot read as one signed value would be checked uncounted and unclaimed.
  if (!identifier || header.indexOf(cookie, at + 1) !== -1) throw unreadablePendingSignIn();
  const pending = await context.internalAdapter.findVerificationValue(identifier);
  if (!pending || pending.expiresAt <= new Date()) return null;
  const user = await context.internalAdapter.findUserById(pending.value);
  return user ? { user, signingIn: true } : null;
}

/**
 * Who is calling a two-factor endpoint: the signed-in user, or the account whose sign-in waits
 * for its second step (named by the library's signed cookie); null for anyone else. A pending
 * sign-in cookie that is not one validly signed value is refused (401).
 */
export function twoFactorCaller(auth: Auth, c: Context): Promise<TwoFactorCaller | null> {
  let caller = callers.get(c.req.raw);
  if (!caller) callers.set(c.req.raw, (caller = resolve(auth, c)));
  return caller;
}
