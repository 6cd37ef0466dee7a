import { TOTP_DIGITS } from '#common/auth/two-factor';
import { isApiRequestError } from '#web/lib/api';

/** An authenticator code as typed ("123 456" too), or null when it is not six digits. */
export function authenticatorCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code) ? code : null;
}

export const codeMessages = {
  authenticatorFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
  backupMissing: 'Enter one of your backup codes.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not right, or it has been used already.',
  signInAgain: 'Your sign-in took too long or had too many wrong codes. Please sign in again.',
  passwordMissing: 'Please enter your password',
} as const;

/**
 * What a failed second step means: a wrong code is said at the field; a sign-in that expired
 * or used up its tries starts again at the password; anything else (a lock, a limit) as told.
 */
export function signInCodeFailure(error: unknown): { restart: boolean; message: string } {
  if (isApiRequestError(error)) {
    if (error.code === 'invalid_code') return { restart: false, message: codeMessages.wrongCode };
    if (error.code === 'invalid_backup_code')
      return { restart: false, message: codeMessages.wrongBackupCode };
    if (
      error.code === 'invalid_two_factor_cookie' ||
      error.code === 'too_many_attempts_request_new_code'
    )
      return { restart: true, message: codeMessages.signInAgain };
    if (error.message) return { restart: false, message: error.message };
  }
  return { restart: false, message: 'An unknown error occurred. Please try again.' };
}
