import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH, verificationAlphabet, verifyPath } from '#common/verification';
import type { VerificationMark } from './verification-block';

/**
 * A new code: ten Crockford base32 characters, 50 bits drawn by the system's random source, so
 * one cannot be guessed from another and a guess at random is all but sure to miss.
 */
export function newVerificationCode(): string {
  let code = '';
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++)
    code += verificationAlphabet[randomInt(verificationAlphabet.length)];
  return code;
}

/** A new code and the link to /verify a QR code on paper leads to. */
export const newVerificationMark = (appUrl: string): VerificationMark => {
  const code = newVerificationCode();
  return { code, url: `${appUrl.replace(/\/+$/, '')}${verifyPath(code)}` };
};
