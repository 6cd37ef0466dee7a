import { checkResetTokenContract } from '#common/contracts/account';
import { callApi } from '#web/lib/api';

/** Whether a reset link's token still works (400 invalid_token when expired, used or unknown). */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<{ valid: boolean }> {
  return callApi(checkResetTokenContract, { params: { token }, signal });
}
