import { reviewStatuses, staffStatusLabels } from '#common/submissions';

export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * The Status select of 'Update Submission Status' (spec 01 §2). Its words are the spec's
 * (Pending, not the submitter's 'Submitted'): the admin is choosing a workflow state.
 */
export const reviewStatusOptions: { value: ReviewStatus; label: string }[] = reviewStatuses.map(
  (value) => ({ value, label: staffStatusLabels[value] }),
);

/** The status the dialog opens with: the current one, anything else pending (spec 01 §4). */
export const initialReviewStatus = (status: string | null | undefined): ReviewStatus =>
  reviewStatuses.find((value) => value === status) ?? 'pending';
