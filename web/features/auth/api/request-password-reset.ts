import { apiRequest } from '#web/lib/api';

/** Asks for a reset mail; the answer never says whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/api/auth/request-password-reset', {
    body: { email: email.trim(), redirectTo: '/reset-password' },
  });
}
