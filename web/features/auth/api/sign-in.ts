import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, isApiRequestError } from '#web/lib/api';
import { signInErrorMessage } from '../lib/messages';

type Credentials = { email: string; password: string };

/**
 * Signs in with email and password; the server sets the session cookie, unless the account has
 * two-factor sign-in on: then it answers that a code is needed first (and sets no session).
 */
export async function signIn(input: Credentials): Promise<{ twoFactorRequired: boolean }> {
  const answer = await apiRequest<{ twoFactorRedirect?: boolean } | undefined>(
    '/api/auth/sign-in/email',
    { body: { email: input.email.trim(), password: input.password } },
  );
  return { twoFactorRequired: answer?.twoFactorRedirect === true };
}

/**
 * The password step of signing in. A refusal is thrown in the spec's words (spec 01 §8
 * "Login") for the form to show; it is not a toast, so nothing is left over beside the welcome.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (input: Credentials) => {
      try {
        return await signIn(input);
      } catch (error) {
        if (!isApiRequestError(error)) throw error;
        throw new ApiRequestError(
          error.status,
          error.code,
          signInErrorMessage(error),
          error.retryAfterSeconds,
          error.field,
        );
      }
    },
  });
}
