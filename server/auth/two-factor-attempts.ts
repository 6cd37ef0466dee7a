import type { MiddlewareHandler } from 'hono';
import { normaliseEmail } from '#common/auth/email';
import type { Db } from '../db/client';
import type { Auth } from './auth';
import { countSignInAttempt, settleSignInAttempt, type SignInOutcome } from './sign-in-lock';
import { twoFactorCaller } from './two-factor-caller';

/**
 * A code during sign-in counts as a sign-in attempt of its account, so the password and the
 * second step share one lock; it is counted before it is checked, and a locked account is
 * refused even the right code. Mounted on every two-factor path, whatever its spelling: only
 * the code checks answer a pending sign-in.
 */
export function twoFactorAttempts(auth: Auth, db: Db): MiddlewareHandler {
  return async (c, next) => {
    const caller = await twoFactorCaller(auth, c);
    if (!caller?.signingIn) return next();
    const email = normaliseEmail(caller.user.email);
    const counted = await countSignInAttempt(db, email);
    let outcome: SignInOutcome = 'neither';
    try {
      await next();
      if (c.res.status === 401) outcome = 'failed';
      else if (c.res.ok) outcome = 'signed-in';
    } finally {
      await settleSignInAttempt(db, email, counted, outcome);
    }
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
