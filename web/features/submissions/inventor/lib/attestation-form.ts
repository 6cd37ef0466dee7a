import { z } from 'zod';
import { passwordSignature } from '#common/auth/signing';
import { attestationInputSchema, type AttestationInput } from '#common/co-inventors';
import type { PasskeyProof } from '#web/lib/webauthn';

/**
 * The answer as sent: only what the chosen decision says (a dispute's reason, the share it
 * claims when that is what is wrong, its comment), and the authenticator code without the
 * spaces people type in it, left out when none was typed. A share box left empty claims
 * nothing, so the rule's own message asks for it.
 */
export function attestationBody(values: AttestationInput): AttestationInput {
  const code = values.code?.replace(/\s+/g, '') ?? '';
  const claimed =
    typeof values.claimedShare === 'number' && Number.isFinite(values.claimedShare)
      ? values.claimedShare
      : undefined;
  return {
    decision: values.decision,
    password: values.password,
    ...(code ? { code } : {}),
    ...(values.decision === 'dispute'
      ? {
          reason: values.reason,
          ...(values.reason === 'different_share' ? { claimedShare: claimed } : {}),
          comment: values.comment,
        }
      : {}),
  };
}

/** The same answer signed with a passkey: its answer in place of the password and code. */
export function passkeyAttestationBody(
  values: AttestationInput,
  passkey: PasskeyProof,
): AttestationInput {
  const { password: _password, code: _code, ...answer } = attestationBody(values);
  return { ...answer, passkey };
}

/**
 * The attestation form: the request's own schema and messages, over the body it sends, so a
 * field the chosen answer hides (a share typed, then another reason chosen) never holds it up.
 */
export const attestationFormSchema = z.preprocess(
  (values: AttestationInput) => attestationBody(values),
  attestationInputSchema.and(z.object(passwordSignature)),
);
