import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { sessions } from '#server/db/schema/index';

/**
 * Ends every session of the account but `keepSessionId` (none when null): once two-factor
 * sign-in is on, a browser signed in with the password alone must sign in again with the code.
 */
export async function endOtherSessions(
  tx: Tx,
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
