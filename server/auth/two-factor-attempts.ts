import type { MiddlewareHandler } from 'hono';
import { normaliseEmail } from '#common/auth/email';
import type { Db } from '../db/client';
import { clear, hit } from '../services/rate-limit/limiter';
import type { Auth } from './auth';
import { signInFailuresKey, signInLock } from '../http/limits';
import { refuseLockedAccount } from './sign-in-lock';
import { twoFactorCaller } from './two-factor-caller';

/**
 * A wrong code during sign-in counts as a failed sign-in of its account, so the password and
 * the second step share one lock; a locked account is refused even the right code. Mounted on
 * every two-factor path, whatever its spelling: only the code checks answer a pending sign-in.
 */
export function twoFactorAttempts(auth: Auth, db: Db): MiddlewareHandler {
  return async (c, next) => {
    const caller = await twoFactorCaller(auth, c);
    if (!caller?.signingIn) return next();
    const email = normaliseEmail(caller.user.email);
    await refuseLockedAccount(db, email);
    await next();
    if (c.res.status === 401) await hit(db, signInFailuresKey(email), signInLock);
    if (c.res.ok) await clear(db, signInFailuresKey(email));
  };
}

/**
 * Whether a password sign-in answer is a whole sign-in, not a request for the second step: only
 * then may it reset the failure count, or a known password would buy endless code guesses.
 */
export async function completesSignIn(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { twoFactorRedirect?: unknown };
    return body?.twoFactorRedirect !== true;
  } catch {
    return true;
  }
}
