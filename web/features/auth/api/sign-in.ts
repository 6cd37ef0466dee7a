import { apiRequest } from '../../../lib/api';

/** Signs in with email and password; the server sets the session cookie. */
export async function signIn(input: { email: string; password: string }): Promise<void> {
  await apiRequest('/api/auth/sign-in/email', {
    body: { email: input.email.trim(), password: input.password },
  });
}
