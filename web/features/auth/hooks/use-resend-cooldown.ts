import { useCallback, useState } from 'react';
import { normaliseEmail } from '#common/auth/email';
import { localStore, readItem, writeItem } from '../lib/browser-state';
import { useCountdown } from './use-countdown';

const keyFor = (email: string) => `resendConfirmationUntil:${normaliseEmail(email)}`;

/**
 * The wait before another confirmation mail may be asked for this address. The deadline is
 * kept in the browser, so a reload shows the wait the server still enforces instead of a
 * button that would be refused.
 */
export function useResendCooldown(email: string) {
  const [saved] = useState(() => Number(readItem(localStore(), keyFor(email))) || null);
  const { seconds, start } = useCountdown(saved);

  const startCooldown = useCallback(
    (wait: number) => {
      writeItem(localStore(), keyFor(email), String(Date.now() + wait * 1000));
      start(wait);
    },
    [email, start],
  );

  return { seconds, startCooldown };
}
