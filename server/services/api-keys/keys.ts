import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  API_KEY_PREFIX,
  integrationLimits,
  integrationMessages,
  type ApiKey,
  type apiKeyInputSchema,
} from '#common/integrations';
import type { z } from 'zod';
import type { Actor, RequestInfo } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { apiKeys } from '#server/db/schema/index';
import { sha256Hex } from '#server/lib/sha256';
import { recordAudit } from '../audit/index';

type KeyRow = typeof apiKeys.$inferSelect;

const maker = sql<string>`coalesce((select coalesce(nullif(u.name, ''), u.email) from users u where u.id = api_keys.created_by), 'Former admin')`;

const keyJson = (row: KeyRow & { createdByName: string }, now = new Date()): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdBy: row.createdByName,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  state: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
});

/** Every key, the newest first: active, expired and revoked alike, for the record. */
export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  const rows = await db
    .select({ row: apiKeys, createdByName: maker })
    .from(apiKeys)
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(({ row, createdByName }) => keyJson({ ...row, createdByName }));
}

/** The hash a key is found by; the secret itself is never stored. */
export const keyHash = (secret: string) => sha256Hex(secret);

/**
 * Makes a key and answers its secret, the only time it is ever shown. At most
 * `integrationLimits.keys` usable keys at once, also when admins make them at the same moment.
 */
export async function createApiKey(
  db: Db,
  actor: Actor,
  { name, scopes, expiresInDays }: z.output<typeof apiKeyInputSchema>,
  request: RequestInfo,
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('api_keys'))`);
    const [usable] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(isNull(apiKeys.revokedAt), gt(apiKeys.expiresAt, sql`now()`)));
    if (usable!.n >= integrationLimits.keys)
      throw new AppError('conflict', integrationMessages.tooManyKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + 8),
        keyHash: keyHash(secret),
        scopes,
        createdBy: actor.id,
        expiresAt: sql`now() + make_interval(days => ${expiresInDays})`,
      })
      .returning();
    await recordAudit(tx, {
      action: 'api_key.created',
      actor,
      target: { type: 'api_key', id: row!.id },
      ...request,
      details: { name, scopes, expiresAt: row!.expiresAt.toISOString() },
    });
    return { key: keyJson({ ...row!, createdByName: await nameOf(tx, row!.id) }), secret };
  });
}

const nameOf = async (db: Db, id: string) => {
  const [found] = await db.select({ name: maker }).from(apiKeys).where(eq(apiKeys.id, id));
  return found?.name ?? 'Former admin';
};

/** Revokes a key: the next request made with it is refused. Revoking twice is refused. */
export async function revokeApiKey(
  db: Db,
  actor: Actor,
  id: string,
  request: RequestInfo,
): Promise<ApiKey> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`now()`, revokedBy: actor.id })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.id, id));
      if (!exists) throw new AppError('not_found', integrationMessages.keyNotFound);
      throw new AppError('conflict', integrationMessages.alreadyRevoked);
    }
    await recordAudit(tx, {
      action: 'api_key.revoked',
      actor,
      target: { type: 'api_key', id },
      ...request,
      details: { name: row.name },
    });
    return keyJson({ ...row, createdByName: await nameOf(tx, id) });
  });
}
