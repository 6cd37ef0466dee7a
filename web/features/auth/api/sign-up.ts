import { apiRequest } from '#web/lib/api';

/** Creates an account and sends its verification mail; the answer is the same for a known address. */
export async function signUp(input: { email: string; password: string }): Promise<void> {
  await apiRequest('/api/auth/sign-up/email', {
    body: { email: input.email.trim(), password: input.password, name: '' },
  });
}
