import { activitySchema, dashboardStatsSchema } from '#common/dashboard';
import { adminQuery, adminRoot } from '#web/lib/list/admin-query';

/** The five stat cards of /admin. */
export const dashboardStatsQueryOptions = adminQuery(
  [...adminRoot, 'stats'] as const,
  '/api/admin/stats',
  dashboardStatsSchema,
);

/** Submissions and sign-ups a day over the last 30 days. */
export const activityQueryOptions = adminQuery(
  [...adminRoot, 'activity'] as const,
  '/api/admin/activity',
  activitySchema,
);
