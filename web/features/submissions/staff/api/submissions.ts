import {
  conversationCountsContract,
  staffSubmissionContract,
  staffSubmissionListContract,
  staffSubmissionsExportContract,
} from '#common/contracts/staff-submissions';
import type { AdminSubmissionsQuery } from '#common/staff-submissions';
import { apiPath, callApi } from '#web/lib/api';
import { adminList, adminQuery } from '#web/lib/list/admin-query';
import { staffSubmissionKeys } from './keys';

export const submissionsList = adminList({
  contract: staffSubmissionListContract,
  key: staffSubmissionKeys.list,
});

/** Where the CSV export of the current filtered, sorted list (every page) downloads from. */
export const submissionsExportUrl = (query: AdminSubmissionsQuery) => {
  const params = submissionsList.searchParams(query);
  params.delete('page');
  params.delete('pageSize');
  const search = params.toString();
  const path = apiPath(staffSubmissionsExportContract);
  return search ? `${path}?${search}` : path;
};

export const adminSubmissionQueryOptions = (id: string) =>
  adminQuery(staffSubmissionKeys.detail(id), (signal) =>
    callApi(staffSubmissionContract, { params: { id }, signal }),
  );

/** The conversation filters' counts, for the staff member reading. */
export const conversationCountsQueryOptions = adminQuery(
  [...staffSubmissionKeys.all(), 'conversation-counts'],
  (signal) => callApi(conversationCountsContract, { signal }),
);
