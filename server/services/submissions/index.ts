// What other domains use of submissions: they import it from here, never from its files.
export { type SubmissionDeps } from './deps';
export { filesOf, filesOfEach, ideaFileJson } from './idea-files';
export { deleteSubmission, dropSubmission } from './delete-submission';
export { removeFiles } from './attachment-rules';
export { factsRecord } from './facts';
export { factsOfIdeas } from './facts-of-ideas';
export { disclosureText, fundingText, ipPolicyText, stageText } from './facts-text';
