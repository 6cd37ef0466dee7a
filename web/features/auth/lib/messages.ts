import { isApiRequestError } from '#web/lib/api';

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

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/**
 * Where a failed password change is shown: against a field, or for the whole form
 * (spec 02 §5 "Password change").
 */
export function passwordChangeFailure(error: unknown): {
  field: PasswordChangeField | null;
  message: string;
} {
  if (isApiRequestError(error) && error.status === 400 && error.code === 'invalid_password') {
    return { field: 'currentPassword', message: 'Current password is incorrect' };
  }
  if (isApiRequestError(error) && error.code === 'current_password_required') {
    return { field: 'currentPassword', message: error.message };
  }
  if (isPasswordRuleError(error)) {
    return { field: 'newPassword', message: (error as Error).message };
  }
  if (isApiRequestError(error) && error.message) return { field: null, message: error.message };
  return { field: null, message: 'An unexpected error occurred. Please try again.' };
}
