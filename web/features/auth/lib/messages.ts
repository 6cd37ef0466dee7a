import { isApiRequestError } from '#web/lib/api';

/** An address that is not one, in the words of every account form (spec 01 §8). */
export const INVALID_EMAIL = 'Please enter a valid email address.';

/** Sign-in failures in the spec's words (spec 01 §8 "Login"). */
export function signInErrorMessage(error: unknown): string {
  if (!isApiRequestError(error) || !error.message) {
    return 'An unknown error occurred. Please try again.';
  }
  if (error.message.toLowerCase().includes('database error querying schema')) {
    return 'Database connection error. Please try again later or contact support.';
  }
  return error.message;
}

/** Password-rule codes the server may answer a new password with. */
const PASSWORD_RULE_CODES = new Set([
  'password_rule',
  'password_too_short',
  'password_too_long',
  'password_too_weak',
]);

export const isPasswordRuleError = (error: unknown): boolean =>
  isApiRequestError(error) && error.status === 400 && PASSWORD_RULE_CODES.has(error.code);
