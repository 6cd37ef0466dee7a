import { useMutation } from '@tanstack/react-query';
import { enableTwoFactorContract, verifyTotpContract } from '#common/contracts/auth';
import { ApiRequestError, callApi, isApiRequestError } from '#web/lib/api';
import { parseTotpUri } from '../lib/otpauth';
import { qrCodeDataUrl } from '../lib/qr-code';
import { signInCodeFailure } from '../lib/two-factor-codes';
import { failingAs } from '#web/lib/failing-as';

/**
 * Starts enrolment for the password: the authenticator's otpauth URI and the backup codes,
 * shown once. Two-factor sign-in is on only once `confirmTwoFactor` accepts a first code.
 */
export async function enableTwoFactor(
  password: string,
): Promise<{ totpURI: string; backupCodes: string[] }> {
  return callApi(enableTwoFactorContract, { body: { password } });
}

/** Confirms enrolment with a first code from the authenticator app. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await callApi(verifyTotpContract, { body: { code } });
}

/** Starts enrolment: the key to add to the authenticator app, as a QR code too. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: async (password: string) => {
      const answer = await enableTwoFactor(password);
      const key = parseTotpUri(answer.totpURI);
      if (!key) throw new Error('The server sent an unreadable authenticator key.');
      return { key, qrCode: await qrCodeDataUrl(key.uri), backupCodes: answer.backupCodes };
    },
  });
}

/** Turns two-factor sign-in on with a first code; a wrong one is said at the code field. */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: failingAs(confirmTwoFactor, (error) => {
      const { message } = signInCodeFailure(error);
      const status = isApiRequestError(error) ? error.status : 0;
      const code = isApiRequestError(error) ? error.code : 'unknown';
      return new ApiRequestError(status, code, message, null, 'code');
    }),
  });
}
