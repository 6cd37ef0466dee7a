// What other domains use of audit: they import it from here, never from its files.
export { hashedEntry, personalPart } from './chain';
export { recordAudit } from './record-audit';
export { erasePersonFromAudit, type ErasedPerson } from './erase-person';
