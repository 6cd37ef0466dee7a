import { eq, sql } from 'drizzle-orm';
import type { Actor, RequestInfo } from '#server/core/actor';
import type { Db } from '#server/db/client';
import { calendarFeeds } from '#server/db/schema/index';
import { recordAudit } from '../audit/index';
import { feedTokenSha256, newFeedToken } from './feed-token';

/** When the staff member's feed address was made, or null when they have none. */
export async function calendarFeedSince(db: Db, actor: Actor): Promise<Date | null> {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, actor.id));
  return feed?.createdAt ?? null;
}

/**
 * Makes the staff member a new feed token and returns it, to be shown once. Its hash replaces
 * the old one in the same row, so the old address stops working at once. Audited.
 */
export async function resetCalendarFeed(
  db: Db,
  actor: Actor,
  request: RequestInfo,
): Promise<string> {
  const token = newFeedToken();
  const tokenSha256 = feedTokenSha256(token);
  await db.transaction(async (tx) => {
    await tx
      .insert(calendarFeeds)
      .values({ userId: actor.id, tokenSha256 })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenSha256, createdAt: sql`now()` },
      });
    await recordAudit(tx, { action: 'calendar_feed.reset', actor, ...request });
  });
  return token;
}
