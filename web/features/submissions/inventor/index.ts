// The inventor's side of submissions: writing, sending, the retry queue, their own list.
export { submissionKeys } from './api/submissions';
export { MySubmissions } from './components/my-submissions';
export { SubmitStep } from './components/submit-step';
export { useQueuedSubmissions, useRetryQueue } from './hooks/use-retry-queue';
export { discardAllQueued } from './lib/retry-queue';
export type { Submitter } from './api/save-submission';
