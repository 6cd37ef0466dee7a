import { sql } from 'drizzle-orm';
import type { EvaluationStats } from '#common/evaluation';
import { queryRows, type Db } from '#server/db/client';

/**
 * The dashboard's evaluation card: pending ideas nobody is reviewing, reviews still to score
 * (and how many are overdue), and the mean time from sending an idea to its first scorecard.
 */
export async function evaluationStats(db: Db): Promise<EvaluationStats> {
  const [row] = await queryRows<{
    awaiting: number;
    due: number;
    overdue: number;
    seconds: string | null;
  }>(
    db,
    sql`select
      (select count(*)::int from invention_submissions s
        where s.status = 'pending' and not exists (
          select 1 from submission_assignments a where a.submission_id = s.id and a.declined_at is null)) as awaiting,
      (select count(*)::int from submission_assignments a
        where a.declined_at is null and not exists (
          select 1 from scorecards c where c.submission_id = a.submission_id and c.reviewer_id = a.reviewer_id)) as due,
      (select count(*)::int from submission_assignments a
        where a.declined_at is null and a.due_on < current_date and not exists (
          select 1 from scorecards c where c.submission_id = a.submission_id and c.reviewer_id = a.reviewer_id)) as overdue,
      (select round(avg(extract(epoch from first.at - s.submitted_at))::numeric)::text
        from (select submission_id, min(submitted_at) as at from scorecards group by submission_id) first
        join invention_submissions s on s.id = first.submission_id) as seconds`,
  );
  return {
    awaitingAssignment: row!.awaiting,
    reviewsDue: row!.due,
    reviewsOverdue: row!.overdue,
    averageSecondsToFirstReview: row!.seconds === null ? null : Number(row!.seconds),
  };
}
