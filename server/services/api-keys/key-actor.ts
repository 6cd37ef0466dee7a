import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { API_KEY_PREFIX, integrationMessages } from '#common/integrations';
import type { Actor } from '#server/core/actor';
import { AppError } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import { apiKeys, users } from '#server/db/schema/index';
import { keyHash } from './keys';

// Longer than any key the portal makes, so a huge header is refused before it is hashed.
const MAX_SECRET_LENGTH = 200;

/**
 * The service actor a key acts as (ADR 41), its use recorded as its last-used time; or 401. A
 * key is found by its hash, and only while it is neither revoked nor expired, so a revocation
 * holds from the next request on. It acts for the admin who made it and no further: once they
 * are no longer an admin, it is refused, and `refused` names the key so the refusal is audited.
 */
export async function keyActor(
  db: Db,
  secret: string,
): Promise<{ actor: Actor; refused: AppError | null }> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > MAX_SECRET_LENGTH)
    throw new AppError('unauthenticated', integrationMessages.keyInvalid);
  const [used] = await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.keyHash, keyHash(secret)),
        isNull(apiKeys.revokedAt),
        gt(apiKeys.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdBy: apiKeys.createdBy,
    });
  if (!used) throw new AppError('unauthenticated', integrationMessages.keyInvalid);
  const [owner] = used.createdBy
    ? await db
        .select({ id: users.id, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, used.createdBy))
    : [];
  return {
    actor: {
      id: owner?.id ?? used.createdBy ?? '',
      email: owner?.email ?? 'former admin',
      isAdmin: false,
      isReviewer: false,
      isService: true,
      apiKey: { id: used.id, name: used.name, prefix: used.prefix, scopes: used.scopes },
    },
    refused:
      owner?.role === 'admin'
        ? null
        : new AppError('unauthenticated', integrationMessages.keyOwnerGone),
  };
}
