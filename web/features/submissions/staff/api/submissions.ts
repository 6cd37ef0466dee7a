import {
  conversationCountsSchema,
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  type AdminSubmissionsQuery,
} from '#common/staff-submissions';
import { submissionApiPath } from '#web/lib/audience';
import { adminList, adminQuery } from '#web/lib/list/admin-query';
import { staffSubmissionKeys } from './keys';

export const submissionsList = adminList({
  path: '/api/admin/submissions',
  querySchema: adminSubmissionsQuerySchema,
  rowsSchema: adminSubmissionListSchema,
  key: staffSubmissionKeys.list,
});

/** Where the CSV export of the current filtered, sorted list (every page) downloads from. */
export const submissionsExportUrl = (query: AdminSubmissionsQuery) => {
  const params = submissionsList.searchParams(query);
  params.delete('page');
  params.delete('pageSize');
  const search = params.toString();
  return `/api/admin/submissions/export.csv${search ? `?${search}` : ''}`;
};

export const adminSubmissionQueryOptions = (id: string) =>
  adminQuery(
    staffSubmissionKeys.detail(id),
    submissionApiPath('staff', id),
    adminSubmissionDetailSchema,
  );

/** The conversation filters' counts, for the staff member reading. */
export const conversationCountsQueryOptions = adminQuery(
  [...staffSubmissionKeys.all(), 'conversation-counts'],
  '/api/admin/conversation-counts',
  conversationCountsSchema,
);
