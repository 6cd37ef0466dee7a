import { queryOptions } from '@tanstack/react-query';
import {
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  type AdminSubmissionsQuery,
} from '#common/admin';
import { apiRequest } from '#web/lib/api';
import { adminKeys, adminQueryDefaults, listQueryFrom, toSearchParams } from './keys';

/** The list's defaults: what a URL without parameters shows. */
export const defaultSubmissionsQuery: AdminSubmissionsQuery = adminSubmissionsQuerySchema.parse({});

export const submissionsQueryFrom = (params: URLSearchParams): AdminSubmissionsQuery =>
  listQueryFrom(adminSubmissionsQuerySchema, params);

/** The URL search parameters of a list query (defaults left out). */
export const submissionsSearchParams = (query: AdminSubmissionsQuery) =>
  toSearchParams(query, defaultSubmissionsQuery);

export const adminSubmissionsQueryOptions = (query: AdminSubmissionsQuery) =>
  queryOptions({
    queryKey: adminKeys.submissionList(query),
    queryFn: async ({ signal }) =>
      adminSubmissionListSchema.parse(
        await apiRequest<unknown>(`/api/admin/submissions?${submissionsSearchParams(query)}`, {
          signal,
        }),
      ),
    ...adminQueryDefaults,
  });

/** Where the CSV export of the current filtered, sorted list (every page) downloads from. */
export const submissionsExportUrl = (query: AdminSubmissionsQuery) => {
  const params = submissionsSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  const search = params.toString();
  return `/api/admin/submissions/export.csv${search ? `?${search}` : ''}`;
};

export const adminSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.submission(id),
    queryFn: async ({ signal }) =>
      adminSubmissionDetailSchema.parse(
        await apiRequest<unknown>(`/api/admin/submissions/${encodeURIComponent(id)}`, { signal }),
      ),
    ...adminQueryDefaults,
  });
