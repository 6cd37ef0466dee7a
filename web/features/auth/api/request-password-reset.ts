import { useMutation } from '@tanstack/react-query';
import { storageKeys } from '#common/auth/constants';
import { requestPasswordResetContract } from '#common/contracts/auth';
import { ApiRequestError, callApi, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { localStore, writeItem } from '../lib/browser-state';
import { failingAs } from '#web/lib/failing-as';

/** Asks for a reset mail; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await callApi(requestPasswordResetContract, {
    body: { email: email.trim(), redirectTo: '/reset-password' },
  });
}

/** A failed reset request in the spec's words (spec 01 §8 "Forgot password"). */
function resetRequestFailure(error: unknown): Error {
  if (isApiRequestError(error) && error.status === 429) {
    return new Error('Too many reset attempts. Please try again later.');
  }
  if (isApiRequestError(error) && (error.field === 'email' || error.code === 'invalid_email')) {
    return new ApiRequestError(
      400,
      error.code,
      'Please enter a valid email address',
      null,
      'email',
    );
  }
  return new Error('Failed to send reset instructions. Please try again.');
}

/** Sends the reset mail, remembers the address for the reset screen and says it went. */
export function useRequestPasswordReset() {
  return useMutation<void, Error, string>({
    mutationFn: failingAs(requestPasswordReset, resetRequestFailure),
    onSuccess: (_, email) => {
      writeItem(localStore(), storageKeys.passwordResetEmail, email.trim());
      notify.success('Reset email sent');
    },
  });
}
