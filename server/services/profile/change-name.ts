import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import type { Actor, RequestInfo } from '#server/core/actor';
import { recordAudit } from '../audit/index';

/**
 * Changes the account's full name (Settings), audited with the name it had. Ideas already sent
 * and the signed agreement keep the name they were made with; what comes next uses the new one.
 */
export async function changeName(
  db: Db,
  actor: Actor,
  fullName: string,
  request: RequestInfo,
): Promise<{ fullName: string }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fullName: profiles.fullName })
      .from(profiles)
      .where(eq(profiles.id, actor.id))
      .for('update');
    if (before?.fullName === fullName) return { fullName };
    await tx
      .update(profiles)
      .set({ fullName, updatedAt: new Date() })
      .where(eq(profiles.id, actor.id));
    await recordAudit(tx, {
      action: 'profile.name_changed',
      actor,
      target: { type: 'user', id: actor.id },
      ...request,
      details: { from: before?.fullName ?? null, to: fullName },
    });
    return { fullName };
  });
}
