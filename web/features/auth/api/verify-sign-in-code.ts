import { apiRequest } from '#web/lib/api';

export type SignInCodeKind = 'totp' | 'backup';

/**
 * The second step of a sign-in: a code from the authenticator app or a backup code. The server
 * then sets the session cookie, and with `trustDevice` skips this step on this browser for a while.
 */
export async function verifySignInCode(input: {
  kind: SignInCodeKind;
  code: string;
  trustDevice: boolean;
}): Promise<void> {
  const path = input.kind === 'totp' ? 'verify-totp' : 'verify-backup-code';
  await apiRequest(`/api/auth/two-factor/${path}`, {
    body: { code: input.code, trustDevice: input.trustDevice },
  });
}
