import { signOutContract } from '#common/contracts/me';
import { callApi, hasStatus } from '#web/lib/api';

/** Ends the session. A 401, 403 or 404 means there is none to end, which is what we want. */
export async function signOut(): Promise<void> {
  try {
    await callApi(signOutContract, { body: {} });
  } catch (error) {
    if (hasStatus(error, 401) || hasStatus(error, 403) || hasStatus(error, 404)) return;
    throw error;
  }
}
