// The PHI guard's public face, the same in the browser and on the server
// (docs/decisions/0037-phi-guard.md).
export { describePhi, possiblePhiMessage } from './describe-phi';
export { findPhi } from './find-phi';
export { ideaTextFields, phiInFields, type IdeaTextField, type PhiFound } from './idea-fields';
export {
  phiAttestationText,
  phiMessages,
  phiTypeLabels,
  phiTypes,
  type PhiFinding,
  type PhiType,
} from './phi-types';
