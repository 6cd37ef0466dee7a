import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Db } from '../db/client';
import { twoFactors } from '../db/schema';
import { errorBody } from '#server/core/app-error';
import type { Auth } from './auth';
import { AUTH_BASE_PATH } from './auth';
import { stepOfCode, totpStep } from './totp';
import { twoFactorCaller } from './two-factor-caller';

/** The library's answer to a wrong code, as the portal gives it: a used code gets the same. */
const WRONG_CODE = { code: 'invalid_code', message: 'Invalid code' } as const;

/** The code a JSON body carries, read from a clone: the library reads the body again. */
async function bodyCode(request: Request): Promise<string | null> {
  try {
    const body = (await request.clone().json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

/**
 * Claims the time step of an authenticator code for the account, so the code works once: 'none'
 * when the account has no authenticator or the code belongs to no step near now (the library
 * refuses it as it does), 'used' for a code of a step already used or too far ahead.
 */
export async function claimCode(
  auth: Auth,
  db: Db,
  userId: string,
  code: string,
): Promise<'claimed' | 'used' | 'none'> {
  const [row] = await db
    .select({ id: twoFactors.id, secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return 'none';
  const { secretConfig } = await auth.$context;
  const secret = await symmetricDecrypt({ key: secretConfig, data: row.secret });
  // The portal's secrets are the library's own, used as UTF-8 bytes; it imports none.
  const key = Buffer.from(secret, 'utf8');
  const now = totpStep(Date.now());
  const step = stepOfCode(key, code, [now - 1, now, now + 1, now + 2]);
  if (step === null) return 'none';
  const claimed =
    step <= now + 1 &&
    (
      await db
        .update(twoFactors)
        .set({ lastUsedStep: step })
        .where(and(eq(twoFactors.id, row.id), lt(twoFactors.lastUsedStep, step)))
        .returning({ id: twoFactors.id })
    ).length === 1;
  return claimed ? 'claimed' : 'used';
}

/**
 * An authenticator code works once (RFC 6238 §5.2), for a sign-in's second step and for
 * enrolment's confirm alike: before the library checks a code, the portal finds which time step
 * it belongs to and claims that step for the account in one atomic update, which succeeds only
 * for a step newer than the last one used. A code of a used or older step, sent again or sent
 * twice at once, gets the wrong-code answer (and counts as a failed attempt while signing in).
 * The library accepts a code one step either side of now; a code two steps ahead, which it
 * could accept only if a step began between the two checks, is refused here, so no code the
 * library accepts goes unclaimed.
 */
export function oneUseCodes(auth: Auth, db: Db): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const caller = await twoFactorCaller(auth, c);
    if (!caller) return next();
    if (path === '/two-factor/enable') {
      await next();
      // A new secret: the steps used with the old one mean nothing for it.
      if (c.res.ok)
        await db
          .update(twoFactors)
          .set({ lastUsedStep: 0 })
          .where(eq(twoFactors.userId, caller.user.id));
      return;
    }
    if (path !== '/two-factor/verify-totp') return next();
    const code = await bodyCode(c.req.raw);
    // No code or no authenticator: the library answers as it does.
    if (code === null) return next();
    const claim = await claimCode(auth, db, caller.user.id, code);
    if (claim === 'none') return next();
    if (claim === 'used') return c.json(errorBody(WRONG_CODE.code, WRONG_CODE.message), 401);
    await next();
  };
}
