import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { signInErrorMessage } from './messages';

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
      signInErrorMessage(
        new ApiRequestError(500, 'internal_error', 'Database error querying schema'),
      ),
    ).toBe('Database connection error. Please try again later or contact support.');
  });

  it('falls back to the unknown-error message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe(
      'An unknown error occurred. Please try again.',
    );
  });
});
