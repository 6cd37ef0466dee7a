import type { Limit } from '../http/rate-limit';
import type { Rule } from '../services/rate-limit/limiter';
import {
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  RESEND_COOLDOWN_SECONDS,
} from '../../common/auth/constants';

const perHour = (limit: number): Rule => ({ limit, windowSeconds: 3600 });
const oneEmailPerCooldown: Rule = { limit: 1, windowSeconds: RESEND_COOLDOWN_SECONDS };

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
};

/** Failed sign-ins per account before it is locked for a while (any address, known or not). */
export const signInLock: Rule = {
  limit: ACCOUNT_LOCK_FAILURES,
  windowSeconds: ACCOUNT_LOCK_MINUTES * 60,
  lockout: true,
};

export const signInFailuresKey = (email: string) => `sign-in-failures:${email}`;
