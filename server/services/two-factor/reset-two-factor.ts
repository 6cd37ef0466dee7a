import { and, eq, like } from 'drizzle-orm';
import { normaliseEmail } from '#common/auth/email';
import type { Db } from '#server/db/client';
import { AppError } from '#server/core/app-error';
import { sessions, twoFactors, users, verifications } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { forgetTrustedBrowsers } from './trusted-browsers';

/** Who the audit log names for changes made on the server itself, not through the portal. */
export const SERVER_CONSOLE = 'server console';

/**
 * Recovery for an account that lost its authenticator: two-factor sign-in off, its secret,
 * backup codes, trusted browsers and pending sign-ins gone, every session ended, all in one
 * transaction and audited. A staff account must enrol again before the admin portal opens.
 */
export async function resetTwoFactor(
  db: Db,
  email: string,
): Promise<{ userId: string; email: string; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabled: false })
      .where(eq(users.email, normaliseEmail(email)))
      .returning({ id: users.id, email: users.email });
    if (!user) throw new AppError('not_found', `No account has the address ${email}.`);
    await tx.delete(twoFactors).where(eq(twoFactors.userId, user.id));
    await forgetTrustedBrowsers(tx, user.id);
    // Sign-ins awaiting their code, kept by the library as verification rows naming the user.
    await tx
      .delete(verifications)
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, '2fa-%')));
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await recordAudit(tx, {
      action: 'two_factor.reset',
      actor: { id: null, email: SERVER_CONSOLE },
      target: { type: 'user', id: user.id },
      details: { email: user.email, sessionsEnded: ended.length },
    });
    return { userId: user.id, email: user.email, sessionsEnded: ended.length };
  });
}
