import { lazy, Suspense, useMemo } from 'react';
import { ACTIVITY_DAYS, type Activity } from '#common/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import {
  activityRows,
  activitySummary,
  activityTotals,
} from '#web/features/dashboard/lib/activity';
import { ActivityTable } from './activity-table';
import { Skeleton } from './skeleton';

// The chart below the stat cards loads after them, in a chunk of its own.
const ActivityChart = lazy(async () => ({
  default: (await import('./activity-chart')).ActivityChart,
}));

/** Keeps the card's height while the chart's code or the data loads. */
const chartPlaceholder = <Skeleton className="h-72" />;

function Totals({ totals }: { totals: { submissions: number; signups: number } }) {
  return (
    <dl className="mb-4 flex flex-wrap gap-x-8 gap-y-2">
      <div>
        <dt className="text-sm text-slate-600">Submissions</dt>
        <dd className="text-2xl font-bold text-brand-900">
          {totals.submissions.toLocaleString('en-US')}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Sign-ups</dt>
        <dd className="text-2xl font-bold text-brand-900">
          {totals.signups.toLocaleString('en-US')}
        </dd>
      </div>
    </dl>
  );
}

/** Submissions and sign-ups a day over the last 30 days: a chart, the totals and a table. */
export function ActivityOverviewCard({
  activity,
  failed,
}: {
  activity: Activity | undefined;
  failed: boolean;
}) {
  const view = useMemo(
    () =>
      activity && {
        rows: activityRows(activity.days),
        totals: activityTotals(activity.days),
        summary: activitySummary(activity.days),
      },
    [activity],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity Overview</CardTitle>
        <CardDescription>Last {ACTIVITY_DAYS} days</CardDescription>
      </CardHeader>
      <CardContent>
        {view ? (
          <>
            <Totals totals={view.totals} />
            <Suspense fallback={chartPlaceholder}>
              <ActivityChart rows={view.rows} summary={view.summary} />
            </Suspense>
            <details className="mt-4">
              <summary className="cursor-pointer font-medium text-brand-900">
                Show the numbers by day
              </summary>
              <ActivityTable rows={view.rows} totals={view.totals} />
            </details>
          </>
        ) : failed ? (
          <p className="text-slate-700">Activity is not available.</p>
        ) : (
          <>
            <p role="status" className="sr-only">
              Loading activity...
            </p>
            {chartPlaceholder}
          </>
        )}
      </CardContent>
    </Card>
  );
}
