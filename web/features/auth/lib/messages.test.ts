import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { passwordChangeFailure, signInErrorMessage } from './messages';

describe('signInErrorMessage', () => {
  it("uses the server's words", () => {
    expect(
      signInErrorMessage(
        new ApiRequestError(401, 'invalid_email_or_password', 'Invalid email or password'),
      ),
    ).toBe('Invalid email or password');
  });

  it('turns a schema error into the database connection message', () => {
    expect(
      signInErrorMessage(new ApiRequestError(500, 'x', 'Database error querying schema')),
    ).toBe('Database connection error. Please try again later or contact support.');
  });

  it('falls back to the unknown-error message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe(
      'An unknown error occurred. Please try again.',
    );
  });
});

describe('passwordChangeFailure', () => {
  it('puts a wrong current password against its field', () => {
    expect(
      passwordChangeFailure(new ApiRequestError(400, 'invalid_password', 'Invalid password')),
    ).toEqual({ field: 'currentPassword', message: 'Current password is incorrect' });
  });

  it('puts a missing current password against its field', () => {
    expect(
      passwordChangeFailure(
        new ApiRequestError(400, 'current_password_required', 'Current password is required'),
      ),
    ).toEqual({ field: 'currentPassword', message: 'Current password is required' });
  });

  it('puts a password rule against the new password', () => {
    expect(
      passwordChangeFailure(
        new ApiRequestError(400, 'password_rule', 'Password must contain at least 1 number'),
      ),
    ).toEqual({ field: 'newPassword', message: 'Password must contain at least 1 number' });
  });

  it('shows any other failure for the whole form', () => {
    expect(
      passwordChangeFailure(new ApiRequestError(401, 'unauthenticated', 'Please sign in.')),
    ).toEqual({ field: null, message: 'Please sign in.' });
  });
});
