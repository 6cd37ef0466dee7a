import { apiRequest } from '#web/lib/api';

/** Sends a new verification mail; the server allows one per address per 60 seconds. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiRequest('/api/auth/send-verification-email', { body: { email: email.trim() } });
}
