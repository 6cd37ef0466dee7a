import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminMessages, type AdminSubmissionList } from '#common/admin';
import { AreaHeading } from '#web/components/layout/area-heading';
import {
  activityQueryOptions,
  dashboardStatsQueryOptions,
} from '#web/features/admin/api/dashboard';
import { adminSubmissionsQueryOptions } from '#web/features/admin/api/submissions';
import { ActivityOverviewCard } from '#web/features/admin/components/dashboard/activity-overview-card';
import { RecentSubmissionsCard } from '#web/features/admin/components/dashboard/recent-submissions-card';
import { StatCards } from '#web/features/admin/components/dashboard/stat-cards';
import { LoadError } from '#web/features/admin/components/list/load-error';
import { RefreshButton } from '#web/features/admin/components/list/refresh-button';
import {
  latestSubmissions,
  recentSubmissionsQuery,
} from '#web/features/admin/lib/dashboard/recent-submissions';
import { notify } from '#web/lib/notify';

/** One id, so a failure seen by both the page and a refresh is reported once. */
const FAILED_TOAST_ID = 'admin-dashboard-failed';

const reportFailure = () =>
  notify.error(adminMessages.dashboardFailed.title, adminMessages.dashboardFailed.message, {
    id: FAILED_TOAST_ID,
  });

const selectLatest = (list: AdminSubmissionList) => latestSubmissions(list.submissions);

/** /admin: the stat cards, Recent Submissions and the Activity Overview. */
export function AdminDashboardPage() {
  const stats = useQuery(dashboardStatsQueryOptions);
  const activity = useQuery(activityQueryOptions);
  const recent = useQuery({
    ...adminSubmissionsQueryOptions(recentSubmissionsQuery),
    select: selectLatest,
  });
  const queries = [stats, activity, recent];
  const failed = queries.some((query) => query.isError);
  const busy = queries.some((query) => query.isFetching);
  const retrying = queries.some((query) => query.isError && query.isFetching);

  useEffect(() => {
    if (failed) reportFailure();
  }, [failed]);

  async function refresh() {
    const results = await Promise.all(queries.map((query) => query.refetch()));
    if (results.every((result) => result.isSuccess))
      notify.success(adminMessages.dashboardRefreshed);
    else reportFailure();
  }

  function retryFailed() {
    for (const query of queries) if (query.isError) void query.refetch();
  }

  return (
    <div className="space-y-6">
      <AreaHeading
        heading="Admin Dashboard"
        area="Admin Portal"
        description="An overview of users and submissions."
        actions={<RefreshButton busy={busy} onRefresh={() => void refresh()} />}
      />
      {failed && (
        <LoadError
          message={adminMessages.dashboardFailed.message}
          onRetry={retryFailed}
          retrying={retrying}
        />
      )}
      <StatCards stats={stats.data} failed={stats.isError} />
      <div className="grid gap-6 xl:grid-cols-2">
        <RecentSubmissionsCard submissions={recent.data} failed={recent.isError} />
        <ActivityOverviewCard activity={activity.data} failed={activity.isError} />
      </div>
    </div>
  );
}
