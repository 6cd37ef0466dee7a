import { RECENT_SUBMISSIONS } from '#common/dashboard';
import type { AdminSubmission, AdminSubmissionsQuery } from '#common/staff-submissions';
import { submissionsList } from '#web/features/submissions/staff';

/**
 * Recent Submissions reads the first page of the staff list, newest first. 10 is the smallest
 * page size the API takes; the card keeps the first five.
 */
export const recentSubmissionsQuery: AdminSubmissionsQuery = {
  ...submissionsList.defaults,
  sort: 'date',
  dir: 'desc',
  pageSize: 10,
};

export const latestSubmissions = (submissions: readonly AdminSubmission[]): AdminSubmission[] =>
  submissions.slice(0, RECENT_SUBMISSIONS);

/** 'By' whom: the inventor's name, or their email when the profile has none. */
export const inventorName = (submission: Pick<AdminSubmission, 'fullName' | 'email'>): string =>
  submission.fullName?.trim() || submission.email;
