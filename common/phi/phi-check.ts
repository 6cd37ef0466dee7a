import type { PhiFound } from './idea-fields';

/**
 * What the PHI guard recorded when an idea was sent: where it found what looks like patient
 * identifiers, and the attestation the inventor then signed (null when nothing was found).
 */
export interface PhiCheck {
  found: PhiFound[];
  attestation: string | null;
}
