import { apiRequest, hasStatus } from '#web/lib/api';

/** Ends the session. A 401, 403 or 404 means there is none to end, which is what we want. */
export async function signOut(): Promise<void> {
  try {
    await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    if (hasStatus(error, 401) || hasStatus(error, 403) || hasStatus(error, 404)) return;
    throw error;
  }
}
