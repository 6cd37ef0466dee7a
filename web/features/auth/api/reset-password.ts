import { apiRequest } from '#web/lib/api';

/** Sets a new password with the token from a reset link; the server ends every session. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('/api/auth/reset-password', {
    body: { newPassword: input.newPassword, token: input.token },
  });
}
