import { useMutation } from '@tanstack/react-query';
import { signInContract } from '#common/contracts/auth';
import { ApiRequestError, callApi, isApiRequestError } from '#web/lib/api';
import { signInErrorMessage } from '../lib/messages';
import { failingAs } from '#web/lib/failing-as';

type Credentials = { email: string; password: string };

/**
 * Signs in with email and password; the server sets the session cookie, unless the account has
 * two-factor sign-in on: then it answers that a code is needed first (and sets no session).
 */
export async function signIn(input: Credentials): Promise<{ twoFactorRequired: boolean }> {
  const answer = await callApi(signInContract, {
    body: { email: input.email.trim(), password: input.password },
  });
  return { twoFactorRequired: answer.twoFactorRedirect === true };
}

/** A refused sign-in in the spec's words, keeping its status, code and field. */
function signInFailure(error: unknown): unknown {
  if (!isApiRequestError(error)) return error;
  const { status, code, retryAfterSeconds, field } = error;
  return new ApiRequestError(status, code, signInErrorMessage(error), retryAfterSeconds, field);
}

/**
 * The password step of signing in. A refusal is thrown in the spec's words (spec 01 §8
 * "Login") for the form to show; it is not a toast, so nothing is left over beside the welcome.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: failingAs(signIn, signInFailure),
  });
}
