import {
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  type AdminSubmissionsQuery,
} from '#common/admin';
import { adminQuery } from './admin-query';
import { adminKeys, listUrl } from './keys';

export const {
  /** The list's defaults: what a URL without parameters shows. */
  defaults: defaultSubmissionsQuery,
  queryFrom: submissionsQueryFrom,
  searchParams: submissionsSearchParams,
} = listUrl(adminSubmissionsQuerySchema);

export const adminSubmissionsQueryOptions = (query: AdminSubmissionsQuery) =>
  adminQuery(
    adminKeys.submissionList(query),
    `/api/admin/submissions?${submissionsSearchParams(query)}`,
    adminSubmissionListSchema,
  );

/** Where the CSV export of the current filtered, sorted list (every page) downloads from. */
export const submissionsExportUrl = (query: AdminSubmissionsQuery) => {
  const params = submissionsSearchParams(query);
  params.delete('page');
  params.delete('pageSize');
  const search = params.toString();
  return `/api/admin/submissions/export.csv${search ? `?${search}` : ''}`;
};

export const adminSubmissionQueryOptions = (id: string) =>
  adminQuery(
    adminKeys.submission(id),
    `/api/admin/submissions/${encodeURIComponent(id)}`,
    adminSubmissionDetailSchema,
  );
