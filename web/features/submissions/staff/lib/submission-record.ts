import type { AdminSubmission } from '#common/staff-submissions';
import { submissionRecordSchema, type SubmissionRecord } from '#common/submissions';

/**
 * An admin list row in the shape the shared details dialog shows: the record's schema keeps
 * the fields it names and drops the list's own (tags, scores, who reviewed by address).
 */
export const toSubmissionRecord = (row: AdminSubmission): SubmissionRecord =>
  // Staff rows do not say which idea a resubmission revised.
  submissionRecordSchema.parse({ ...row, resubmittedFrom: null });
