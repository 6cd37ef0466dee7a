import { activitySchema, dashboardStatsSchema } from '../dashboard';
import { endpoint } from './endpoint';

export const dashboardStatsContract = endpoint({
  method: 'GET',
  path: '/api/admin/stats',
  summary: "The staff start page's stat cards and where staff notices go; admins only.",
  response: dashboardStatsSchema,
});

export const activityContract = endpoint({
  method: 'GET',
  path: '/api/admin/activity',
  summary: 'Ideas sent and accounts made each UTC day of the last 30; admins only.',
  response: activitySchema,
});
