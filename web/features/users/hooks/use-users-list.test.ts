import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '#web/lib/api';
import { TimeoutError } from '#web/lib/clock';
import { usersLoadErrorText } from './use-users-list';

describe('usersLoadErrorText', () => {
  it('gives the time-out advice for a 504 or a client deadline', () => {
    const advice =
      'Database query timed out. Please try again or contact support if this persists.';
    expect(usersLoadErrorText(new ApiRequestError(504, 'http_504', 'Gateway Timeout'))).toBe(
      advice,
    );
    expect(usersLoadErrorText(new TimeoutError('too slow'))).toBe(advice);
  });

  it("says why anything else failed, in the server's words", () => {
    expect(
      usersLoadErrorText(new ApiRequestError(500, 'internal_error', 'Database unavailable')),
    ).toBe('Failed to load users: Database unavailable');
  });

  it('falls back to a general reason for errors without a message', () => {
    expect(usersLoadErrorText(new Error(''))).toBe(
      'Failed to load users: An unexpected error occurred. Please try again.',
    );
  });
});
