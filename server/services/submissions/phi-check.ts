import {
  ideaTextFields,
  phiAttestationText,
  phiInFields,
  phiMessages,
  type PhiFound,
  type PhiType,
} from '#common/phi/index';
import type { PhiCheck } from '#common/phi/phi-check';
import { AppError } from '#server/core/app-error';
import type { Attachment } from '../attachments/index';
import { factsRecord } from './facts';
import type { Submission } from './deps';

/** The request field an inventor ticks to attest that the idea identifies no patient. */
export const PHI_ATTESTATION_FIELD = 'phiAttestation';

/**
 * The PHI guard at the sending of an idea (ADR 37): what its text fields and its files hold that
 * looks like a patient's identifier. Found anything, the idea is sent only with the inventor's
 * attestation that it identifies no patient, which is recorded with what was found (and goes
 * into the manifest); refused otherwise, naming the field to tick, with nothing written.
 */
export function checkPhi(
  idea: Pick<Submission, 'ideaTitle' | 'ideaDescription' | 'facts'>,
  files: Pick<Attachment, 'fileName' | 'phiTypes'>[],
  attested: boolean | undefined,
): PhiCheck {
  const found: PhiFound[] = [
    ...phiInFields(ideaTextFields({ ...idea, facts: factsRecord(idea.facts) })),
    ...files
      .filter((file) => file.phiTypes?.length)
      .map((file) => ({ where: file.fileName, types: file.phiTypes as PhiType[] })),
  ];
  if (found.length && !attested)
    throw new AppError('phi_unconfirmed', phiMessages.attestationRequired, {
      field: PHI_ATTESTATION_FIELD,
    });
  return { found, attestation: found.length ? phiAttestationText : null };
}
