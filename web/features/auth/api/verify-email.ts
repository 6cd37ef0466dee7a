import { verifyEmailContract } from '#common/contracts/auth';
import { callApi } from '#web/lib/api';

/** Confirms the address a verification link was sent to; the server then signs the browser in. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<{ status: boolean }> {
  return callApi(verifyEmailContract, { query: { token }, signal });
}
