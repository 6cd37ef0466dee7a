import { and, eq, sql } from 'drizzle-orm';
import type { InventionFacts } from '#common/invention-facts';
import type { Db } from '#server/db/client';
import { calendarFeeds, submissions, users } from '#server/db/schema/index';
import { visibleTo, type Reader } from '../access/index';
import { currentBarDateRules, todayUtc } from '../bar-dates/index';
import { docketFor } from '../docket/index';
import { factsRecord } from '../submissions/index';
import { barDateCalendar } from './bar-date-calendar';
import { feedTokenSha256, isFeedToken } from './feed-token';

/**
 * Who reads a feed, from the owner's role as it is now: a feed has no session, so the role
 * alone decides, and an owner who is no longer staff has none.
 */
export function feedReader(owner: { id: string; role: string }): Reader | null {
  if (owner.role === 'admin') return { id: owner.id, isAdmin: true, isReviewer: false };
  if (owner.role === 'reviewer') return { id: owner.id, isAdmin: false, isReviewer: true };
  return null;
}

/**
 * The iCalendar text of the feed whose token this is: the open bar dates, under the rules in
 * force, of every idea its owner may read as staff. Null for a token no feed has, or an owner
 * who is no longer staff: either answers as an address that does not exist.
 */
export async function calendarFeedOf(
  db: Db,
  appUrl: string,
  token: string,
): Promise<string | null> {
  if (!isFeedToken(token)) return null;
  const [owner] = await db
    .select({ id: users.id, role: users.role })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenSha256, feedTokenSha256(token)));
  const reader = owner ? feedReader(owner) : null;
  if (!reader) return null;
  const [{ rules }, deadlines] = await Promise.all([
    currentBarDateRules(db),
    docketFor(db, reader),
  ]);
  // The staff rule never shows a draft; of the rest only the disclosures are read.
  const ideas = await db
    .select({
      id: submissions.id,
      disclosures: sql<
        InventionFacts['publicDisclosures']
      >`${submissions.facts}->'publicDisclosures'`,
    })
    .from(submissions)
    .where(
      and(
        visibleTo(reader, 'read', 'staff'),
        sql`jsonb_typeof(${submissions.facts}->'publicDisclosures') = 'array'`,
      ),
    );
  return barDateCalendar(
    ideas.map((idea) => ({
      id: idea.id,
      disclosures: factsRecord({ publicDisclosures: idea.disclosures }).publicDisclosures,
    })),
    { rules, today: todayUtc(), appUrl, deadlines },
  );
}
