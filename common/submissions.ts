export const submissionStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Statuses an admin may set; drafts belong to their author alone. */
export const reviewStatuses = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly SubmissionStatus[];

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  pending: 'Submitted',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function submissionStatusLabel(status: string | null | undefined): string {
  return status && status in submissionStatusLabels
    ? submissionStatusLabels[status as SubmissionStatus]
    : 'Unknown';
}
