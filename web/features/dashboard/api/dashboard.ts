import { activitySchema, dashboardStatsSchema } from '#common/admin';
import { adminQuery } from '#web/lib/list/admin-query';
import { adminKeys } from '#web/features/submissions/staff/api/keys';

/** The five stat cards of /admin. */
export const dashboardStatsQueryOptions = adminQuery(
  adminKeys.stats(),
  '/api/admin/stats',
  dashboardStatsSchema,
);

/** Submissions and sign-ups a day over the last 30 days. */
export const activityQueryOptions = adminQuery(
  adminKeys.activity(),
  '/api/admin/activity',
  activitySchema,
);
