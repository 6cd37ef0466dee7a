import { useMutation } from '@tanstack/react-query';
import { storageKeys } from '#common/auth/constants';
import { ApiRequestError, apiRequest, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { localStore, writeItem } from '../lib/browser-state';
import { INVALID_EMAIL } from '../lib/messages';

type NewAccount = { email: string; password: string };

/** Creates an account and sends its verification mail; the answer is the same for a known address. */
export async function signUp(input: NewAccount): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', {
    body: { email: input.email.trim(), password: input.password, name: '' },
  });
}

const FAILED = 'There was an error creating your account. Please try again.';

/** A refused sign-up in words for the form: on the field the server named, said plainly. */
function signUpFailure(error: unknown): Error {
  if (!isApiRequestError(error) || error.status === 0 || error.status >= 500) {
    return new Error(FAILED);
  }
  const field =
    error.field ??
    (error.code === 'invalid_email'
      ? 'email'
      : error.code.startsWith('password_')
        ? 'password'
        : null);
  // A schema check's own text names the request body, not the person's field.
  const message = field === 'email' ? INVALID_EMAIL : error.message || FAILED;
  return new ApiRequestError(error.status, error.code, message, error.retryAfterSeconds, field);
}

/** Registers an account, remembers the address waiting for confirmation and says so. */
export function useSignUp() {
  return useMutation({
    mutationFn: async (input: NewAccount) => {
      try {
        await signUp(input);
      } catch (error) {
        throw signUpFailure(error);
      }
    },
    onSuccess: (_, { email }) => {
      writeItem(localStore(), storageKeys.pendingVerificationEmail, email.trim());
      notify.success('Registration successful', 'Please check your email to verify your account.');
    },
  });
}
