import { useMutation } from '@tanstack/react-query';
import { verifyBackupCodeContract, verifyTotpContract } from '#common/contracts/auth';
import { ApiRequestError, callApi, isApiRequestError } from '#web/lib/api';
import { signInCodeFailure } from '../lib/two-factor-codes';
import { failingAs } from '#web/lib/failing-as';

export type SignInCodeKind = 'totp' | 'backup';

type SignInCode = { kind: SignInCodeKind; code: string; trustDevice: boolean };

/**
 * The second step of a sign-in: a code from the authenticator app or a backup code. The server
 * then sets the session cookie, and with `trustDevice` skips this step on this browser for a while.
 */
export async function verifySignInCode(input: SignInCode): Promise<void> {
  const contract = input.kind === 'totp' ? verifyTotpContract : verifyBackupCodeContract;
  await callApi(contract, {
    body: { code: input.code, trustDevice: input.trustDevice },
  });
}

/** Thrown when the pending sign-in is gone and the password must be asked again. */
export class SignInExpiredError extends Error {
  override readonly name = 'SignInExpiredError';
}

/**
 * Sends the second step. A wrong code is thrown against the code field, an expired sign-in as
 * SignInExpiredError, anything else (a lock, a limit) in the server's words for the form.
 */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: failingAs(verifySignInCode, (error) => {
      const { restart, message } = signInCodeFailure(error);
      if (restart) return new SignInExpiredError(message);
      if (!isApiRequestError(error)) return new Error(message, { cause: error });
      const field = error.status === 401 ? 'code' : error.field;
      return new ApiRequestError(error.status, error.code, message, null, field);
    }),
  });
}
