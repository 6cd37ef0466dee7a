import { eq, sql } from 'drizzle-orm';
import type { Actor } from '#server/core/actor';
import type { Db, Tx } from '#server/db/client';
import { profiles, users } from '#server/db/schema/index';

/**
 * The name printed with a signature or a move: the signed agreement's full name, else the
 * account's name, else its address (counsel sign no invention agreement).
 */
export async function printedNameOf(db: Db | Tx, actor: Actor): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(nullif(trim(${profiles.fullName}), ''), nullif(trim(${users.name}), ''), ${users.email})`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, actor.id));
  return row?.name ?? actor.email;
}
