import { useMutation } from '@tanstack/react-query';
import { RESEND_COOLDOWN_SECONDS } from '#common/auth/constants';
import { sendVerificationEmailContract } from '#common/contracts/auth';
import { callApi, hasStatus } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';

/** Sends a new verification mail; the server allows one per address per 60 seconds. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await callApi(sendVerificationEmailContract, { body: { email: email.trim() } });
}

/**
 * Resends the confirmation mail and says how it went in a toast (a button has no place for a
 * message). `onWait` gets the seconds until the next one may be asked for.
 */
export function useResendConfirmation(onWait: (seconds: number) => void) {
  return useMutation({
    mutationFn: sendVerificationEmail,
    onSuccess: () => {
      notify.success(
        'Confirmation Email Sent',
        "We've sent a new confirmation email to your inbox.",
      );
      onWait(RESEND_COOLDOWN_SECONDS);
    },
    onError: (error) => {
      if (hasStatus(error, 429)) {
        const wait = error.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS;
        notify.error(
          'Too many requests',
          `Please wait ${wait} seconds before requesting another email.`,
        );
        onWait(wait);
      } else {
        notify.error('Error', errorText(error, 'Failed to resend confirmation email'));
      }
    },
  });
}
