// What other domains use of submissions: they import it from here, never from its files.
export { type SubmissionDeps, attachmentOf, deleteSubmission } from './create-submission';
