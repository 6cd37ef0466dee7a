import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { calendarFeeds, sessions, users } from '#server/db/schema/index';
import { recordAudit } from '#server/services/audit/index';
import type { RequestInfo } from '#server/core/actor';
import { groupsOf, roleFromGroups, usedMultiFactor } from './claims';
import { ssoProviderRow } from './domains';
import type { SsoSignIn } from './sign-in-state';

/**
 * What a verified single sign-on gives its session, applied before the session reaches the
 * browser, in one transaction under the account's lock: the staff role the provider's groups
 * hold (taken away when they no longer do, audited), and whether the sign-in counts as the
 * second factor. Counsel, given by an admin to people outside the company, is left alone.
 * Returns false when there is nothing to apply (not a completed sign-in).
 */
export async function applySsoAssertion(
  db: Db,
  signIn: SsoSignIn,
  request: RequestInfo,
): Promise<boolean> {
  const { assertion, session } = signIn;
  if (!assertion || !session) return false;
  const provider = await ssoProviderRow(db, assertion.providerId);
  if (!provider) return false;
  const claims = {
    protocol: assertion.protocol,
    claims: assertion.claims,
    samlContexts: signIn.samlContexts,
  };
  const role = roleFromGroups(provider, groupsOf(provider, claims));
  const multiFactor = usedMultiFactor(provider, claims);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, session.userId))
      .for('update');
    if (!user) return;
    const actor = { id: user.id, email: user.email };
    if (signIn.createdAccount)
      await recordAudit(tx, {
        action: 'account.created_by_sso',
        actor,
        target: { type: 'user', id: user.id },
        ...request,
        details: { provider: provider.providerId },
      });
    if (user.role !== role && user.role !== 'counsel') {
      await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      if (role === 'user') await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
      await recordAudit(tx, {
        action: 'user.role_changed',
        actor,
        target: { type: 'user', id: user.id },
        ...request,
        details: { email: user.email, from: user.role, to: role, provider: provider.providerId },
      });
    }
    await tx
      .update(sessions)
      .set({ twoFactorVerified: multiFactor, signInMethod: 'sso' })
      .where(eq(sessions.token, session.token));
  });
  return true;
}
