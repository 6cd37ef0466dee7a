import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storageKeys } from '#common/auth/constants';
import { resetPasswordContract } from '#common/contracts/auth';
import { ApiRequestError, callApi, hasStatus, isApiRequestError } from '#web/lib/api';
import { notify, toastDurations } from '#web/lib/notify';
import { localStore, writeItem } from '../lib/browser-state';
import { isPasswordRuleError } from '../lib/messages';
import { sessionQueryKey } from './get-session';
import { failingAs } from '#web/lib/failing-as';

type Reset = { token: string; newPassword: string };

/** Sets a new password with the token from a reset link; the server ends every session. */
export async function resetPassword(input: Reset): Promise<void> {
  await callApi(resetPasswordContract, {
    body: { newPassword: input.newPassword, token: input.token },
  });
}

/** The link stopped working between opening it and sending the form. */
export class ResetLinkInvalidError extends Error {
  override readonly name = 'ResetLinkInvalidError';
}

/** A refused reset in the spec's words (spec 01 §8 "Reset password"), on its field if it has one. */
function resetFailure(error: unknown): Error {
  if (hasStatus(error, 400, 'invalid_token')) {
    return new ResetLinkInvalidError(error.message || 'An error occurred with the reset link');
  }
  if (isPasswordRuleError(error)) {
    const { status, code, message } = error as ApiRequestError;
    return new ApiRequestError(
      status,
      code,
      `Password reset error: ${message}`,
      null,
      'newPassword',
    );
  }
  if (isApiRequestError(error) && error.status !== 0 && error.status < 500) {
    return new Error(`Password update error: ${error.message}`);
  }
  return new Error('An error occurred while resetting your password.');
}

/** Sets the new password; this browser's session ended with the others. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: failingAs(resetPassword, resetFailure),
    onSuccess: () => {
      writeItem(localStore(), storageKeys.passwordResetEmail, null);
      queryClient.setQueryData(sessionQueryKey, null);
      notify.success(
        'Password Reset Successful',
        'Your password has been reset. You can now log in with your new password.',
        { duration: toastDurations.resetSuccess },
      );
    },
  });
}
