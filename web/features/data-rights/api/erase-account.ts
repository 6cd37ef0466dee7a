import { useMutation } from '@tanstack/react-query';
import { eraseAccountContract } from '#common/contracts/data-rights';
import type { ErasureOutcome } from '#common/erasure';
import { callApi } from '#web/lib/api';
import type { PasskeyProof } from '#web/lib/webauthn';

/** Who is deleting the account, proved again: the password (and code), or a passkey. */
export type ErasureCredentials = { password: string; code?: string } | { passkey: PasskeyProof };

/**
 * Deletes the signed-in account. The server ends every session of it, so nothing is refreshed
 * here: whoever asked forgets the account (and its cached data) with the answer.
 */
export function useEraseAccount() {
  return useMutation({
    mutationFn: (credentials: ErasureCredentials): Promise<ErasureOutcome> =>
      callApi(eraseAccountContract, { body: credentials }),
  });
}
