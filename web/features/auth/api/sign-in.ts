import { apiRequest } from '#web/lib/api';

/**
 * Signs in with email and password; the server sets the session cookie, unless the account has
 * two-factor sign-in on: then it answers that a code is needed first (and sets no session).
 */
export async function signIn(input: {
  email: string;
  password: string;
}): Promise<{ twoFactorRequired: boolean }> {
  const answer = await apiRequest<{ twoFactorRedirect?: boolean } | undefined>(
    '/api/auth/sign-in/email',
    { body: { email: input.email.trim(), password: input.password } },
  );
  return { twoFactorRequired: answer?.twoFactorRedirect === true };
}
