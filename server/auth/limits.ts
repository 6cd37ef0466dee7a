import type { Db } from '../db/client';
import { tooManyRequests } from '../http/errors';
import type { Limit } from '../http/rate-limit';
import { peek, type Rule } from '../services/rate-limit/limiter';
import {
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  RESEND_COOLDOWN_SECONDS,
} from '#common/auth/constants';

const perHour = (limit: number): Rule => ({ limit, windowSeconds: 3600 });
const oneEmailPerCooldown: Rule = { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS };
// Both kinds of code share one counter, as do the calls that check a password.
const twoFactorCodes: Limit[] = [
  { name: 'two-factor-code', by: 'ip', rule: { limit: 30, windowSeconds: 600 } },
];
const twoFactorPassword: Limit[] = [{ name: 'two-factor-password', by: 'ip', rule: perHour(30) }];

/** Limits of Better Auth's endpoints, by path under /api/auth. */
export const authLimits: Record<string, Limit[]> = {
  '/sign-up/email': [{ name: 'sign-up', by: 'ip', rule: perHour(20) }],
  '/sign-in/email': [{ name: 'sign-in', by: 'ip', rule: { limit: 30, windowSeconds: 600 } }],
  '/send-verification-email': [
    { name: 'verification-mail', by: 'email', rule: oneEmailPerCooldown },
    { name: 'verification-mail', by: 'ip', rule: perHour(20) },
  ],
  '/request-password-reset': [
    { name: 'reset-mail', by: 'email', rule: oneEmailPerCooldown },
    { name: 'reset-mail', by: 'ip', rule: perHour(20) },
  ],
  '/reset-password': [{ name: 'reset-password', by: 'ip', rule: perHour(30) }],
  '/change-password': [{ name: 'change-password', by: 'ip', rule: perHour(30) }],
  '/verify-email': [{ name: 'verify-email', by: 'ip', rule: perHour(60) }],
  '/two-factor/verify-totp': twoFactorCodes,
  '/two-factor/verify-backup-code': twoFactorCodes,
  '/two-factor/enable': twoFactorPassword,
  '/two-factor/disable': twoFactorPassword,
  '/two-factor/generate-backup-codes': twoFactorPassword,
};

/** Failed sign-ins per account before it is locked for a while (any address, known or not). */
export const signInLock: Rule = {
  limit: ACCOUNT_LOCK_FAILURES,
  windowSeconds: ACCOUNT_LOCK_MINUTES * 60,
  lockout: true,
};

export const signInFailuresKey = (email: string) => `sign-in-failures:${email}`;

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
