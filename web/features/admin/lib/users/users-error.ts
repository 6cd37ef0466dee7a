import { adminMessages } from '#common/admin';
import { errorMessage, hasStatus } from '#web/lib/api';
import { isTimeoutError } from '#web/lib/clock';

/**
 * The user list's inline error (spec 01 §8): a query that ran out of time (the gateway's 504,
 * or a client deadline) gets its own advice; anything else says why it failed.
 */
export function usersErrorText(error: unknown): string {
  if (hasStatus(error, 504) || isTimeoutError(error)) return adminMessages.usersTimeout;
  return adminMessages.usersFailed(errorMessage(error));
}
