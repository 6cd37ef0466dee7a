import { queryOptions } from '@tanstack/react-query';
import { activitySchema, dashboardStatsSchema } from '#common/admin';
import { apiRequest } from '#web/lib/api';
import { adminKeys, adminQueryDefaults } from './keys';

/** The five stat cards of /admin. */
export const dashboardStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: async ({ signal }) =>
    dashboardStatsSchema.parse(await apiRequest<unknown>('/api/admin/stats', { signal })),
  ...adminQueryDefaults,
});

/** Submissions and sign-ups a day over the last 30 days. */
export const activityQueryOptions = queryOptions({
  queryKey: adminKeys.activity(),
  queryFn: async ({ signal }) =>
    activitySchema.parse(await apiRequest<unknown>('/api/admin/activity', { signal })),
  ...adminQueryDefaults,
});
