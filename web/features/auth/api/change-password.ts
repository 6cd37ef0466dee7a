import { apiRequest } from '../../../lib/api';

/** Changes the signed-in user's password; the server ends their other sessions. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  await apiRequest('/api/auth/change-password', {
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword },
  });
}
