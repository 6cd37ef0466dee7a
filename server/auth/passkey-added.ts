import type { MiddlewareHandler } from 'hono';
import { count, eq } from 'drizzle-orm';
import { passkeyLimits, passkeyMessages } from '#common/contracts/passkeys';
import { AppError, errorBody } from '#server/core/app-error';
import type { Db } from '../db/client';
import { passkeys } from '../db/schema';
import { requestInfo } from '../http/request-context';
import { mailSecurityChange } from '../services/account/security-notice';
import { recordAudit } from '../services/audit/record-audit';
import type { Auth } from './auth';

const errorCode = async (response: Response) => {
  try {
    return ((await response.clone().json()) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
};

/**
 * Around the library's registration of a passkey: at most `perAccount` per account, and each
 * one added is audited and mailed to its owner, as a new way into the account.
 */
export function passkeyAdded(auth: Auth, db: Db, appUrl: string): MiddlewareHandler {
  return async (c, next) => {
    const session = await auth.readSession(c.req.raw.headers);
    if (session) {
      const [held] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, session.user.id));
      if ((held?.n ?? 0) >= passkeyLimits.perAccount)
        throw new AppError('conflict', passkeyMessages.tooMany);
    }
    await next();
    // The library answers 500 to an answer it could not verify (another site's, a broken one):
    // it is the browser's answer that is wrong, so the portal says so as a 400.
    if (c.res.status === 500 && (await errorCode(c.res)) === 'failed_to_verify_registration') {
      c.res = undefined;
      c.res = c.json(errorBody('invalid_passkey', passkeyMessages.notAdded), 400);
      return;
    }
    if (!c.res.ok || !session) return;
    const added = (await c.res.clone().json()) as { id: string; name?: string | null };
    const request = requestInfo(c);
    await recordAudit(db, {
      action: 'passkey.added',
      actor: { id: session.user.id, email: session.user.email },
      target: { type: 'user', id: session.user.id },
      ...request,
      details: { passkeyId: added.id, name: added.name ?? null },
    });
    await mailSecurityChange(db, appUrl, {
      to: session.user.email,
      change: 'passkey-added',
      request,
    });
  };
}
