import { randomBytes } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/**
 * A Standard Webhooks secret: `whsec_` and 24 random bytes in base64, the form its verifiers
 * take as given. Kept encrypted with the auth secret (as Better Auth keeps two-factor secrets):
 * the portal must read it to sign, and a copy of the database alone does not give it away.
 */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export const sealSecret = (authSecret: string, secret: string) =>
  symmetricEncrypt({ key: authSecret, data: secret });

export const openSecret = (authSecret: string, sealed: string) =>
  symmetricDecrypt({ key: authSecret, data: sealed });
