import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { authenticatorCode, codeMessages, signInCodeFailure } from './two-factor-codes';

describe('authenticator code', () => {
  it('takes six digits, with spaces as some apps show them', () => {
    expect(authenticatorCode('123456')).toBe('123456');
    expect(authenticatorCode(' 123 456 ')).toBe('123456');
  });

  it('refuses anything else', () => {
    for (const typed of ['', '12345', '1234567', '12345a', 'abcdef'])
      expect(authenticatorCode(typed)).toBeNull();
  });
});

describe('a failed second step', () => {
  it('keeps a wrong code at the field', () => {
    expect(signInCodeFailure(new ApiRequestError(401, 'invalid_code', 'Invalid code'))).toEqual({
      restart: false,
      message: codeMessages.wrongCode,
    });
    expect(
      signInCodeFailure(new ApiRequestError(401, 'invalid_backup_code', 'Invalid backup code')),
    ).toEqual({ restart: false, message: codeMessages.wrongBackupCode });
  });

  it('starts again at the password when the pending sign-in is gone or used up', () => {
    for (const code of ['invalid_two_factor_cookie', 'too_many_attempts_request_new_code'] as const)
      expect(signInCodeFailure(new ApiRequestError(401, code, 'x')).restart).toBe(true);
  });

  it("says a lock or limit in the server's words", () => {
    const locked = new ApiRequestError(429, 'account_locked', 'Too many failed sign-in attempts.');
    expect(signInCodeFailure(locked)).toEqual({
      restart: false,
      message: 'Too many failed sign-in attempts.',
    });
  });
});
