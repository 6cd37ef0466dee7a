// What other domains use of the PHI guard (docs/decisions/0037-phi-guard.md): they import it
// from here, never from its files.
export { attachmentText } from './attachment-text';
export { isDicom } from './dicom';
export { phiTypesIn } from './scan';
