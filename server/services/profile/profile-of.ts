import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

export type ProfileRow = typeof profiles.$inferSelect;

/** The account's profile row, or undefined when it has none yet. */
export async function profileOf(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return profile;
}
