import { phiTypeLabels, type PhiFinding, type PhiType } from './phi-types';

/** Each kind of identifier found, once, in the order it first stands in the text. */
export function describePhi(findings: readonly PhiFinding[]): PhiType[] {
  return [...new Set([...findings].sort((a, b) => a.start - b.start).map((f) => f.type))];
}

/** "Possible patient identifiers: Date of birth, Medical record number". */
export const possiblePhiMessage = (types: readonly PhiType[]) =>
  `Possible patient identifiers: ${types.map((type) => phiTypeLabels[type]).join(', ')}`;
