import { createHash } from 'node:crypto';
import type { Rule } from '#server/services/rate-limit/limiter';
import {
  ACCOUNT_LOCK_FAILURES,
  ACCOUNT_LOCK_MINUTES,
  RESEND_COOLDOWN_SECONDS,
} from '#common/auth/constants';
import type { Limit } from './rate-limit';

// Every rate limit of the portal, so their numbers can be read and compared in one place.

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
  '/passkey/generate-authenticate-options': [
    { name: 'passkey-sign-in', by: 'ip', rule: { limit: 60, windowSeconds: 600 } },
  ],
  '/passkey/verify-authentication': [
    { name: 'sign-in', by: 'ip', rule: { limit: 30, windowSeconds: 600 } },
  ],
  '/passkey/generate-register-options': [{ name: 'passkey-add', by: 'ip', rule: perHour(30) }],
  '/passkey/verify-registration': [{ name: 'passkey-add', by: 'ip', rule: perHour(30) }],
  '/sign-in/sso': [{ name: 'sso-sign-in', by: 'ip', rule: { limit: 60, windowSeconds: 600 } }],
  '/sso/*': [{ name: 'sso-callback', by: 'ip', rule: { limit: 60, windowSeconds: 600 } }],
};

// Per account, so colleagues behind one hospital's address do not share one allowance; and a
// ceiling ten times higher per address, against one client using many accounts.
const perAccountAndAddress = (name: string): Limit[] => [
  { name, by: 'user', rule: perHour(60) },
  { name, by: 'ip', rule: perHour(600) },
];

/** Limits of the portal's own routes. */
export const routeLimits = {
  submit: perAccountAndAddress('submit'),
  upload: perAccountAndAddress('upload'),
  message: perAccountAndAddress('message'),
  // Each bundle is built anew and its download joins the audit chain.
  evidence: perAccountAndAddress('evidence'),
  // Each export reads everything a person has; a few an hour is more than anyone needs.
  dataExport: [{ name: 'data-export', by: 'user', rule: perHour(10) }] as Limit[],
  contact: [{ name: 'contact', by: 'ip', rule: { limit: 5, windowSeconds: 3600 } }],
  startSigning: [{ name: 'start-signing', by: 'ip', rule: perHour(20) }],
  resetLinkCheck: [{ name: 'reset-link-check', by: 'ip', rule: perHour(60) }],
  // Calendar services fetch every subscriber's feed from a few shared addresses; a guessed token
  // never matches, so this only bounds the work one address can cause.
  calendarFeed: [{ name: 'calendar-feed', by: 'ip', rule: perHour(600) }],
  // Public, without an account: each check reads up to a bundle's size into memory and joins the
  // audit chain. A code is only looked up, so a few people behind one address may try many.
  verify: [{ name: 'verify', by: 'ip', rule: perHour(30) }] as Limit[],
  verifyCode: [{ name: 'verify-code', by: 'ip', rule: perHour(120) }] as Limit[],
  // Systems with an API key poll; counted before the key is checked, so it also bounds guessing.
  apiKey: [{ name: 'api-key', by: 'ip', rule: perHour(3600) }],
} satisfies Record<string, Limit[]>;

/**
 * Password and code attempts per account (any address, known or not), each counted before it is
 * checked (auth/sign-in-lock.ts): past the limit the account is locked for a while.
 */
export const signInLock: Rule = {
  limit: ACCOUNT_LOCK_FAILURES,
  windowSeconds: ACCOUNT_LOCK_MINUTES * 60,
  lockout: true,
};

/**
 * Counters about an address are keyed by its digest, so the counter table never names a person
 * (not even one whose account was erased a minute before someone typed their address).
 */
const addressKey = (email: string) => createHash('sha256').update(email, 'utf8').digest('hex');

export const signInFailuresKey = (email: string) => `sign-in-failures:${addressKey(email)}`;

/**
 * "This address already has an account" mails to one owner: at most one an hour, so the sign-up
 * form cannot be used to flood a mailbox.
 */
export const accountExistsMailLimit: Rule = perHour(1);
export const accountExistsMailKey = (email: string) => `account-exists-mail:${addressKey(email)}`;
