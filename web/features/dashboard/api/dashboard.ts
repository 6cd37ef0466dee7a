import { activityContract, dashboardStatsContract } from '#common/contracts/dashboard';
import { callApi } from '#web/lib/api';
import { adminQuery, adminRoot } from '#web/lib/list/admin-query';

/** The five stat cards of /admin. */
export const dashboardStatsQueryOptions = adminQuery([...adminRoot, 'stats'] as const, (signal) =>
  callApi(dashboardStatsContract, { signal }),
);

/** Submissions and sign-ups a day over the last 30 days. */
export const activityQueryOptions = adminQuery([...adminRoot, 'activity'] as const, (signal) =>
  callApi(activityContract, { signal }),
);
