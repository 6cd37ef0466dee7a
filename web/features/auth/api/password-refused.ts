import { ApiRequestError, hasStatus } from '#web/lib/api';
import { codeMessages } from '../lib/two-factor-codes';

/**
 * A two-factor change refused for the password: said at the password field in the spec's
 * words. Anything else passes through for the form to show above its fields.
 */
export function onPasswordField(error: unknown): unknown {
  if (hasStatus(error, 400, 'invalid_password')) {
    return new ApiRequestError(400, error.code, codeMessages.wrongPassword, null, 'password');
  }
  return error;
}
