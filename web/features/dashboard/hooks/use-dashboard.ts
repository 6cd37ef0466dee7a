import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import type { AdminSubmissionList } from '#common/staff-submissions';
import { notify } from '#web/lib/notify';
import { activityQueryOptions, dashboardStatsQueryOptions } from '../api/dashboard';
import { submissionsList } from '#web/features/submissions/staff';
import { latestSubmissions, recentSubmissionsQuery } from '../lib/recent-submissions';

/** One id, so a failure seen by both the page and a refresh is reported once. */
const FAILED_TOAST_ID = 'admin-dashboard-failed';

const reportFailure = () =>
  notify.error(adminMessages.dashboardFailed.title, adminMessages.dashboardFailed.message, {
    id: FAILED_TOAST_ID,
  });

const selectLatest = (list: AdminSubmissionList) => latestSubmissions(list.submissions);

/**
 * The dashboard's three queries: the stats, the activity and the latest submissions. A failure
 * of any is toasted once; Refresh says whether all came back; Try Again asks the failed ones.
 */
export function useDashboard() {
  const stats = useQuery(dashboardStatsQueryOptions);
  const activity = useQuery(activityQueryOptions);
  const recent = useQuery({
    ...submissionsList.queryOptions(recentSubmissionsQuery),
    select: selectLatest,
  });
  const queries = [stats, activity, recent];
  const failed = queries.some((query) => query.isError);

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

  return {
    stats,
    activity,
    recent,
    failed,
    busy: queries.some((query) => query.isFetching),
    retrying: queries.some((query) => query.isError && query.isFetching),
    refresh,
    retryFailed,
  };
}
