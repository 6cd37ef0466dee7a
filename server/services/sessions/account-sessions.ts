import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { sessionMessages, type AccountSession } from '#common/contracts/sessions';
import type { Db } from '#server/db/client';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import { sessions } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { readableAddress } from '#server/lib/ip-address';
import { deviceLabel } from './device';

/** The account acting, and the session making the request. */
type SessionActor = Pick<Actor, 'id' | 'email'> & { sessionId: string };

/** The account's sessions that have not expired, most recently active first; never their tokens. */
export async function listAccountSessions(db: Db, actor: SessionActor): Promise<AccountSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastActiveAt: sessions.lastActiveAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.id), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    ipAddress: readableAddress(row.ipAddress),
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    current: row.id === actor.sessionId,
  }));
}

/** Ends one of the account's other sessions; anyone else's is "not found", as is a gone one. */
export async function revokeAccountSession(
  db: Db,
  actor: SessionActor,
  sessionId: string,
  request: RequestInfo,
): Promise<void> {
  if (sessionId === actor.sessionId) throw new AppError('current_session', sessionMessages.current);
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)))
      .returning({ id: sessions.id, userAgent: sessions.userAgent });
    if (!ended) throw new AppError('not_found', sessionMessages.notFound);
    await recordAudit(tx, {
      action: 'session.revoked',
      actor,
      target: { type: 'user', id: actor.id },
      ...request,
      details: { sessionId, device: deviceLabel(ended.userAgent) },
    });
  });
}

/**
 * Ends every session of the account but `keepSessionId` (every one when null); returns how many
 * ended. Also what turning two-factor sign-in on does: a browser signed in with the password
 * alone must sign in again with the code.
 */
export async function endSessionsBut(
  tx: Db,
  userId: string,
  keepSessionId: string | null,
): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of the account but the one asking; returns how many ended. */
export async function revokeOtherAccountSessions(
  db: Db,
  actor: SessionActor,
  request: RequestInfo,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessionsBut(tx, actor.id, actor.sessionId);
    if (ended > 0) {
      await recordAudit(tx, {
        action: 'session.revoked_others',
        actor,
        target: { type: 'user', id: actor.id },
        ...request,
        details: { count: ended },
      });
    }
    return ended;
  });
}
