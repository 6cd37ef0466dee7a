import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GenericEndpointContext } from 'better-auth';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, verifications } from '../db/schema';
import type { SignInMethod } from '#common/sso';

/** The library's name for the cookie of a browser trusted to skip the second step. */
const TRUST_DEVICE_COOKIE = 'trust_device';

/**
 * Endpoints whose new session follows a right code (a sign-in's second step, or enrolment's
 * confirm), or a passkey that verified who holds it (passkeys.ts refuses one that did not).
 */
const SECOND_STEP_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);

/**
 * Whether a session the library is about to create was made with the second factor, as
 * staff powers need (guards.ts). Every other session (a password alone, one made before the
 * account had two-factor sign-in, one made after a console reset) is not, whatever the account
 * turns on later.
 */
export async function madeWithSecondFactor(
  db: Db,
  userId: string,
  ctx: GenericEndpointContext | null,
): Promise<boolean> {
  if (!ctx) return false;
  if (SECOND_STEP_PATHS.has(ctx.path)) return true;
  // A new password keeps the session it was changed in, and what that session had passed.
  if (ctx.path === '/change-password') {
    const current = ctx.context.session?.session as { twoFactorVerified?: unknown } | undefined;
    return current?.twoFactorVerified === true;
  }
  if (ctx.path === '/sign-in/email') return trustedBrowserSignIn(db, userId, ctx);
  return false;
}

/**
 * A password sign-in keeps its session, for an account with two-factor sign-in on, only on a
 * browser trusted with "Trust this device": that browser gave the code at an earlier sign-in,
 * within the trust period, so the library skips the step and so does the portal: the session
 * counts as made with the second factor. Any other sign-in of such an account is ended by the
 * library before the step. The browser's signed trust cookie must name this account and a trust
 * the library still keeps (turning two-factor sign-in off and a console reset forget them all),
 * so neither a read of the account that races with its enrolment nor a cookie from an earlier
 * enrolment can mark a password-only session.
 */
async function trustedBrowserSignIn(
  db: Db,
  userId: string,
  ctx: GenericEndpointContext,
): Promise<boolean> {
  const [user] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.twoFactorEnabled) return false;
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE).name;
  const trusted = await ctx.getSignedCookie(cookie, ctx.context.secret);
  if (!trusted) return false;
  // The library's value: HMAC-SHA256(secret, "user!identifier") in base64url, "!", identifier.
  const [token, identifier] = trusted.split('!');
  if (!token || !identifier) return false;
  const expected = createHmac('sha256', ctx.context.secret)
    .update(`${userId}!${identifier}`)
    .digest('base64url');
  if (
    token.length !== expected.length ||
    !timingSafeEqual(Buffer.from(token), Buffer.from(expected))
  )
    return false;
  const [kept] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifier),
        eq(verifications.value, userId),
        gt(verifications.expiresAt, new Date()),
      ),
    );
  return kept !== undefined;
}

/**
 * How a session the library is about to create was signed in to, for the staff sign-in policy
 * (ADR 46). Single sign-on sessions are named where they are made (auth.ts).
 */
export function signInMethodOf(
  ctx: GenericEndpointContext | null,
  twoFactorVerified: boolean,
): SignInMethod | null {
  if (!ctx) return null;
  if (ctx.path === '/passkey/verify-authentication') return 'passkey';
  if (ctx.path === '/change-password') {
    const current = ctx.context.session?.session as { signInMethod?: unknown } | undefined;
    return typeof current?.signInMethod === 'string'
      ? (current.signInMethod as SignInMethod)
      : null;
  }
  if (ctx.path === '/sign-in/email' || SECOND_STEP_PATHS.has(ctx.path))
    return twoFactorVerified ? 'two-factor' : 'password';
  return null;
}
