import { asc, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { stages } from '#common/pipeline';
import {
  ACTIVITY_DAYS,
  UPCOMING_BAR_DATES,
  type Activity,
  type DashboardStats,
} from '#common/dashboard';
import { reviewStatuses, submissionReference } from '#common/submissions';
import { queryRows, type Db } from '#server/db/client';
import { submissions as s, users } from '#server/db/schema/index';
import { decisionDueOnSql } from '../pipeline/index';
import { sentCounts } from './submission-list';

/**
 * The five stat cards: users, and sent ideas by status (drafts are not counted); where staff
 * notices go, so the dashboard can say when they go nowhere; and the bar dates coming soonest.
 */
export async function dashboardStats(
  db: Db,
  staffEmail: string | undefined,
): Promise<DashboardStats> {
  const [[people], sent, upcoming, pipeline, [due]] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(users),
    sentCounts(db),
    db
      .select({
        submissionId: s.id,
        ideaTitle: s.ideaTitle,
        date: s.nextBarDate,
        where: s.nextBarDateWhere,
      })
      .from(s)
      .where(gte(s.nextBarDate, sql`current_date`))
      .orderBy(asc(s.nextBarDate), asc(s.id))
      .limit(UPCOMING_BAR_DATES),
    db
      .select({
        stage: s.stage,
        count: sql<number>`count(*)::int`,
        medianDaysInStage: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by extract(epoch from now() - ${s.stageChangedAt}) / 86400))::float8`,
      })
      .from(s)
      .where(isNotNull(s.stage))
      .groupBy(s.stage),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(s)
      .where(sql`${decisionDueOnSql}::date <= current_date + 30`),
  ]);
  const byStage = new Map(pipeline.map((row) => [row.stage, row]));
  return {
    totalUsers: people!.total,
    totalSubmissions: sent.pending + sent.approved + sent.rejected,
    pendingSubmissions: sent.pending,
    approvedSubmissions: sent.approved,
    rejectedSubmissions: sent.rejected,
    staffNoticesTo: staffEmail ?? null,
    upcomingBarDates: upcoming.map((row) => ({
      ...row,
      reference: submissionReference(row.submissionId),
      date: row.date!,
      where: row.where ?? '',
    })),
    pipeline: stages.map((stage) => ({
      stage,
      count: byStage.get(stage)?.count ?? 0,
      medianDaysInStage:
        byStage.get(stage)?.medianDaysInStage == null
          ? null
          : Math.floor(Number(byStage.get(stage)!.medianDaysInStage)),
    })),
    decisionsDueSoon: due?.count ?? 0,
  };
}

/** Sent ideas and sign-ups a UTC day over the last ACTIVITY_DAYS days, today included. */
export async function activity(db: Db, now: Date = new Date()): Promise<Activity> {
  const today = now.toISOString().slice(0, 10);
  // The sent statuses by name rather than `not a draft`: each is a range of the status index,
  // read for the last days alone (and without the table, once vacuum has marked it visible),
  // where a test on every row of the window would also read the drafts.
  const sent = inArray(s.status, [...reviewStatuses]);
  const rows = await queryRows<{ date: string; submissions: number; signups: number }>(
    db,
    sql`
      with days as (
        select d::date as day
        from generate_series(${today}::date - ${ACTIVITY_DAYS - 1}::int, ${today}::date, interval '1 day') d
      ),
      ideas as (
        select (${s.submittedAt} at time zone 'UTC')::date as day, count(*)::int as n
        from ${s}
        where ${sent} and ${s.submittedAt} >= (${today}::date - ${ACTIVITY_DAYS - 1}::int)::timestamp at time zone 'UTC'
        group by 1
      ),
      signups as (
        select (${users.createdAt} at time zone 'UTC')::date as day, count(*)::int as n
        from ${users}
        where ${users.createdAt} >= (${today}::date - ${ACTIVITY_DAYS - 1}::int)::timestamp at time zone 'UTC'
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce(ideas.n, 0) as submissions,
        coalesce(signups.n, 0) as signups
      from days
      left join ideas on ideas.day = days.day
      left join signups on signups.day = days.day
      order by days.day`,
  );
  return { days: rows };
}
