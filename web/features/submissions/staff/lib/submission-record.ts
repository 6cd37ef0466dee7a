import type { AdminSubmission } from '#common/staff-submissions';
import type { SubmissionRecord } from '#common/submissions';

/** An admin list row in the shape the shared details dialog shows. */
export const toSubmissionRecord = (row: AdminSubmission): SubmissionRecord => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  email: row.email,
  jobTitle: row.jobTitle,
  ideaTitle: row.ideaTitle,
  ideaDescription: row.ideaDescription,
  attachmentId: row.attachmentId,
  attachmentName: row.attachmentName,
  status: row.status,
  adminNotes: row.adminNotes,
  agreementId: row.agreementId,
  // Staff rows do not say which idea a resubmission revised.
  resubmittedFrom: null,
  createdAt: row.createdAt,
  submittedAt: row.submittedAt,
  updatedAt: row.updatedAt,
  reviewedAt: row.reviewedAt,
  reviewedBy: row.reviewedBy,
  inventorState: row.inventorState,
});
