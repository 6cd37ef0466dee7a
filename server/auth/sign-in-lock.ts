import type { Db } from '../db/client';
import { tooManyRequests } from '../http/errors';
import { signInFailuresKey, signInLock } from '../http/limits';
import { peek } from '../services/rate-limit/limiter';

/** Refuses a locked account with 429 and the exact seconds left, whatever the credentials. */
export async function refuseLockedAccount(db: Db, email: string): Promise<void> {
  const lock = await peek(db, signInFailuresKey(email), signInLock);
  if (!lock.allowed) {
    // The exact seconds of Retry-After, as every 429 says, not a rounded duration.
    throw tooManyRequests(
      lock.retryAfterSeconds,
      'account_locked',
      `Too many failed sign-in attempts. Please wait ${lock.retryAfterSeconds} seconds or reset your password.`,
    );
  }
}
