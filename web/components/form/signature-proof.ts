import type { FieldValues } from 'react-hook-form';
import type { PasskeyProof } from '#web/lib/webauthn';

/** How a signer proves who they are: the password again (and code), or a passkey instead. */
export type SigningProof = { password: string; code?: string } | { passkey: PasskeyProof };

/** The fields SignatureFields puts in a form, which a passkey replaces. */
export const signatureFieldNames = ['password', 'code'] as const;

export const passkeySigningTexts = {
  button: 'Sign with a passkey instead',
  waiting: 'Waiting for your passkey...',
  signing: 'Signing...',
  cancelled: 'Signing with your passkey was cancelled.',
} as const;

/**
 * The form's other fields (consent, a typed name, scores...), in the form's own order, which
 * are still checked before signing with a passkey: only the password and code are not asked.
 */
export function fieldsBesideSignature(values: FieldValues): string[] {
  const replaced: readonly string[] = signatureFieldNames;
  return Object.keys(values).filter((name) => !replaced.includes(name));
}
