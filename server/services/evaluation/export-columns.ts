import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { assignments, scorecards, users } from '#server/db/schema/index';

export interface EvaluationColumns {
  assignees: string;
  advance: number;
  hold: number;
  decline: number;
}

/** The export's evaluation columns for a batch of submissions: two grouped reads per batch. */
export async function evaluationColumns(
  db: Db,
  ids: string[],
): Promise<Map<string, EvaluationColumns>> {
  const columns = new Map<string, EvaluationColumns>(
    ids.map((id) => [id, { assignees: '', advance: 0, hold: 0, decline: 0 }]),
  );
  if (ids.length === 0) return columns;
  const [assigned, recommended] = await Promise.all([
    db
      .select({
        id: assignments.submissionId,
        emails: sql<string>`string_agg(${users.email}, '; ' order by ${users.email})`,
      })
      .from(assignments)
      .innerJoin(users, eq(users.id, assignments.reviewerId))
      .where(sql`${inArray(assignments.submissionId, ids)} and ${assignments.declinedAt} is null`)
      .groupBy(assignments.submissionId),
    db
      .select({
        id: scorecards.submissionId,
        recommendation: scorecards.recommendation,
        count: sql<number>`count(*)::int`,
      })
      .from(scorecards)
      .where(inArray(scorecards.submissionId, ids))
      .groupBy(scorecards.submissionId, scorecards.recommendation)
      .orderBy(asc(scorecards.submissionId)),
  ]);
  for (const row of assigned) columns.get(row.id)!.assignees = row.emails;
  for (const row of recommended) columns.get(row.id)![row.recommendation] = row.count;
  return columns;
}
