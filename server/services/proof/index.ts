// What other domains use of proof: they import it from here, never from its files.
export { submissionManifest } from './submission-manifest';
export { enqueueTimestamp } from './timestamps';
export type { TimestampSettings } from './tsa-config';
export { attestationManifest } from './attestation-manifest';
export { timestampOf } from './timestamps';
export { decisionManifest, opinionManifest } from './pipeline-manifests';
// The streamed, hashed ZIP and its file names, which the data export (data-rights) builds on too.
export { hashedZip, type BundleEntry, type HashedZipPlan, type WrittenFile } from './hashed-zip';
export { namesIn } from './bundle-names';
export { byColumnName } from './bundle-facts';
