import { z } from 'zod';

/**
 * What every electronic signature asks and says (21 CFR 11.200, 11.50): the signer proves who
 * they are again, at each signature, even mid-session.
 */
export const signingMessages = {
  passwordRequired: 'Enter your password to sign.',
  passwordWrong: 'The password is not right.',
  codeRequired: 'Enter the 6-digit code from your authenticator app to sign.',
  codeWrong: 'The code is not right, or was already used. Enter the newest code.',
  twoFactorSetUpFirst: 'Set up two-factor sign-in before you sign as staff.',
  passkeyFailed:
    'Your passkey could not confirm it is you. Try it again, or sign with your password.',
} as const;

/**
 * The signer's proof, one of two: the password again (and their authenticator code where their
 * account has one), or a passkey that verifies its holder, answering a challenge the portal
 * made for this signature (POST /api/account/passkeys/signing-challenge).
 */
export const signingCredentials = {
  password: z.string().max(1024).optional(),
  code: z.string().trim().max(32).optional(),
  passkey: z
    .object({
      challengeId: z.string().max(100),
      response: z.record(z.string(), z.unknown()),
    })
    .optional(),
};

/** A form signing with the password: the password required, the code as the account asks. */
export const passwordSignature = {
  password: z.string(signingMessages.passwordRequired).min(1, signingMessages.passwordRequired),
  code: z.string().trim().max(32).optional(),
};

/** The printed meaning of each kind of signature (11.50), as every copy shows it. */
export const signatureMeanings = {
  agreement: 'Signed as inventor',
} as const;

/** How the signer proved who they were, as printed with the signature. */
export const signerCheckLabels = {
  password: 'Password re-entered at signing',
  'password+totp': 'Password and authenticator code re-entered at signing',
  passkey: 'Passkey with PIN or biometric at signing',
} as const;
export type SignerCheck = keyof typeof signerCheckLabels;
