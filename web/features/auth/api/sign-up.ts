import { useMutation } from '@tanstack/react-query';
import { storageKeys } from '#common/auth/constants';
import { FormFailure } from '#web/components/form/form-failure';
import { signUpContract } from '#common/contracts/auth';
import { callApi, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { localStore, writeItem } from '../lib/browser-state';
import { failingAs } from '#web/lib/failing-as';

type NewAccount = { email: string; password: string; acceptTerms: boolean };

/** Creates an account and sends its verification mail; the answer is the same for a known address. */
export async function signUp(input: NewAccount): Promise<void> {
  await callApi(signUpContract, {
    body: {
      email: input.email.trim(),
      password: input.password,
      name: '',
      acceptTerms: input.acceptTerms,
    },
  });
}

/** A refused sign-up: on the field the server named, else in the spec's words (spec 01 §8). */
function signUpFailure(error: unknown): Error {
  if (isApiRequestError(error) && error.field) return error;
  if (isApiRequestError(error) && error.status > 0 && error.status < 500 && error.message) {
    return new FormFailure('Sign Up Error', error.message);
  }
  return new FormFailure(
    'Registration failed',
    'There was an error creating your account. Please try again.',
  );
}

/** Registers an account, remembers the address waiting for confirmation and says so. */
export function useSignUp() {
  return useMutation<void, Error, NewAccount>({
    mutationFn: failingAs(signUp, signUpFailure),
    onSuccess: (_, { email }) => {
      writeItem(localStore(), storageKeys.pendingVerificationEmail, email.trim());
      notify.success('Registration successful', 'Please check your email to verify your account.');
    },
  });
}
