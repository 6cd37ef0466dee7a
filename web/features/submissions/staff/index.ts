// The staff side of submissions: the list, its filters, an idea's review page.
export { staffSubmissionKeys } from './api/keys';
export {
  adminSubmissionQueryOptions,
  submissionsExportUrl,
  submissionsList,
} from './api/submissions';
export { SubmissionReview, SUBMISSIONS_LIST } from './components/submission-review';
export { SubmissionsFilters } from './components/submissions-filters';
export { SubmissionsList } from './components/submissions-list';
export { useSubmissionsList } from './hooks/use-submissions-list';
export { withTag } from './lib/submission-list-query';
export { ViewSubmissionLink } from './components/view-submission-link';
