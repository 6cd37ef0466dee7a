// The inventor's side of submissions: writing, sending, the retry queue, their own list, and
// the ideas they are listed on as a co-inventor.
export { submissionKeys } from './api/submissions';
export { CoInventions } from './components/co-inventions';
export { MySubmissions } from './components/my-submissions';
export { SubmitStep } from './components/submit-step';
export { useQueuedSubmissions, useRetryQueue } from './hooks/use-retry-queue';
export { discardAllQueued } from './lib/retry-queue';
export type { Submitter } from './api/save-submission';
