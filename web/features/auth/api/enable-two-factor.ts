import { apiRequest } from '#web/lib/api';

/**
 * Starts enrolment for the password: the authenticator's otpauth URI and the backup codes,
 * shown once. Two-factor sign-in is on only once `confirmTwoFactor` accepts a first code.
 */
export async function enableTwoFactor(
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  return apiRequest('/api/auth/two-factor/enable', { body: { password } });
}

/** Confirms enrolment with a first code from the authenticator app. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await apiRequest('/api/auth/two-factor/verify-totp', { body: { code } });
}
