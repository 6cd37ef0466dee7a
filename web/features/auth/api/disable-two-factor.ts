import { apiRequest } from '#web/lib/api';

/** Turns two-factor sign-in off for the password (refused for staff). */
export async function disableTwoFactor(password: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/disable', { body: { password } });
}
