import type { Db } from '../db/client';
import { tooManyRequests } from '#server/core/app-error';
import { signInFailuresKey, signInLock } from '../http/limits';
import { clear, hit, refund, type Counted } from '../services/rate-limit/limiter';
import { countSignInFailure, countSignInLock } from '#server/metrics/instance-metrics';

/** What a counted sign-in attempt came to. */
export type SignInOutcome =
  /** A wrong password or code: it keeps its count. */
  | 'failed'
  /** A whole sign-in: the account's count starts afresh. */
  | 'signed-in'
  /**
   * Anything else (a right password awaiting its code, a request refused before any check): its
   * own count is taken back, and the count before it stays, so a known password buys no guesses.
   */
  | 'neither';

/**
 * Counts a password or code attempt against its account before it is checked, in one atomic
 * statement, so attempts sent at once cannot all pass a lock read before any of them failed:
 * past the lock's limit within its window, the attempt is refused with 429 and the exact seconds
 * left, whatever the credentials. Each counted attempt is then settled with its outcome.
 */
export async function countSignInAttempt(db: Db, email: string): Promise<Counted> {
  const counted = await hit(db, signInFailuresKey(email), signInLock);
  if (counted.hits > signInLock.limit) {
    countSignInLock();
    // The exact seconds of Retry-After, as every 429 says, not a rounded duration.
    throw tooManyRequests(
      counted.retryAfterSeconds,
      'account_locked',
      `Too many failed sign-in attempts. Please wait ${counted.retryAfterSeconds} seconds or reset your password.`,
    );
  }
  return counted;
}

export async function settleSignInAttempt(
  db: Db,
  email: string,
  counted: Counted,
  outcome: SignInOutcome,
): Promise<void> {
  if (outcome === 'failed') countSignInFailure();
  if (outcome === 'signed-in') await clear(db, signInFailuresKey(email));
  else if (outcome === 'neither') await refund(db, signInFailuresKey(email), counted.window);
}
