// The labels alone, not common/phi's index: that would bring the guard's rules into the page.
import { phiTypeLabels, type PhiType } from '#common/phi/phi-types';
import type { AdminSubmissionDetail } from '#common/staff-submissions';

type Check = AdminSubmissionDetail['phiCheck'];

export const phiCheckMessages = {
  unchecked: 'Sent before the PHI guard.',
  clean: 'No patient identifiers found when it was sent.',
  flagged: 'Handle with care: what looks like patient identifiers was found when it was sent.',
  // The guard asks for the attestation whenever it finds something; a record without one
  // would be a fault, said as such rather than hidden.
  noAttestation: 'No attestation was recorded.',
} as const;

/** What the PHI guard recorded, as the idea's page tells it to staff. */
export type PhiCheckView =
  | { kind: 'unchecked' | 'clean'; text: string }
  | {
      kind: 'flagged';
      text: string;
      /** Each field or file, with the kinds found in it: "Patient name, Medical record number". */
      places: { where: string; kinds: string }[];
      attestation: string;
    };

/**
 * The kinds of identifier found, in the inventor's words. A kind this page does not know (a
 * newer server's) is shown by its key rather than dropped: staff must still see it.
 */
export const phiKindsText = (types: readonly string[]): string =>
  types
    .map((type) => (Object.hasOwn(phiTypeLabels, type) ? phiTypeLabels[type as PhiType] : type))
    .join(', ');

/** The check of an idea: none (sent before the guard), nothing found, or where and what. */
export function phiCheckView(check: Check): PhiCheckView {
  if (!check) return { kind: 'unchecked', text: phiCheckMessages.unchecked };
  if (check.found.length === 0) return { kind: 'clean', text: phiCheckMessages.clean };
  return {
    kind: 'flagged',
    text: phiCheckMessages.flagged,
    places: check.found.map(({ where, types }) => ({ where, kinds: phiKindsText(types) })),
    attestation: check.attestation
      ? `The inventor attested: “${check.attestation}”`
      : phiCheckMessages.noAttestation,
  };
}
