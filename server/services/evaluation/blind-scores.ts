import { sql, type SQL } from 'drizzle-orm';
import type { ReviewFilter } from '#common/staff-submissions';
import { assignments as a, scorecards, submissions as s } from '#server/db/schema/index';
import type { Reader } from '../access/index';

/**
 * A submission's average score as the reader may see it: an admin always; a reviewer only once
 * they have submitted their own scorecard on it, so nobody scores anchored on others' scores.
 */
export function visibleAverage(reader: Reader): SQL<number | null> {
  if (reader.isAdmin) return sql<number | null>`${s.averageScore}`.mapWith(Number);
  return sql<number | null>`(case when exists (select 1 from ${scorecards}
      where ${scorecards.submissionId} = ${s.id} and ${scorecards.reviewerId} = ${reader.id})
    then ${s.averageScore} end)`.mapWith(Number);
}

/** The review filters: pending ideas still waiting for a review, or ideas with a scorecard. */
export const reviewMatch: Record<ReviewFilter, SQL> = {
  needs_reviews: sql`(${s.status} = 'pending' and (${s.reviewCount} = 0 or exists (
    select 1 from ${a} where ${a.submissionId} = ${s.id} and ${a.declinedAt} is null
      and not exists (select 1 from ${scorecards} where ${scorecards.submissionId} = ${s.id}
        and ${scorecards.reviewerId} = ${a.reviewerId}))))`,
  reviewed: sql`${s.reviewCount} > 0`,
};
