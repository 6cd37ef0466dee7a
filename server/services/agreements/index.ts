// What other domains use of agreements: the newest long-term copy of a signed agreement.
export { newestRevision, type AgreementRevision } from './long-term';
