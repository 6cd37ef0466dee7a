import { and, desc, eq } from 'drizzle-orm';
import { passkeyMessages, type Passkey } from '#common/contracts/passkeys';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { passkeys } from '#server/db/schema/index';
import type { Reauthenticate, SigningCredentials } from '#server/auth/reauthenticate';
import { recordAudit } from '../audit/index';
import { mailSecurityChange } from './security-notice';

type PasskeyRow = typeof passkeys.$inferSelect;

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name?.trim() || 'Passkey',
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
});

/** The account's own passkeys, newest first; never their keys. */
export async function listPasskeys(db: Db, actor: Pick<Actor, 'id'>): Promise<Passkey[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(toPasskey);
}

/** Another account's passkey, or one already gone, answers as one that does not exist. */
const notFound = () => new AppError('not_found', passkeyMessages.notFound);

export async function renamePasskey(
  db: Db,
  actor: Pick<Actor, 'id'>,
  id: string,
  name: string,
): Promise<Passkey> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
    .returning();
  if (!row) throw notFound();
  return toPasskey(row);
}

/**
 * Removes one of the account's passkeys once its owner has given the password (and code) again:
 * a session left open must not be enough to take away, or quietly swap, a way into the account.
 * Audited, and mailed to the owner.
 */
export async function removePasskey(
  deps: { db: Db; appUrl: string; reauthenticate: Reauthenticate },
  actor: Actor,
  id: string,
  credentials: SigningCredentials,
  request: RequestInfo,
): Promise<void> {
  const { db } = deps;
  const [own] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)));
  if (!own) throw notFound();
  await deps.reauthenticate(actor, credentials);
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id)))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      action: 'passkey.removed',
      actor,
      target: { type: 'user', id: actor.id },
      ...request,
      details: { passkeyId: row.id, name: row.name },
    });
    return row;
  });
  if (removed)
    await mailSecurityChange(db, deps.appUrl, {
      to: actor.email,
      change: 'passkey-removed',
      request,
    });
}
