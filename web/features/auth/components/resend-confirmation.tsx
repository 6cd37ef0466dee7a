import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useResendConfirmation } from '../api/send-verification-email';
import { useResendCooldown } from '../hooks/use-resend-cooldown';

/** The button that sends another confirmation mail, then waits as long as the server does. */
export function ResendConfirmation({ email }: { email: string }) {
  const { seconds, startCooldown } = useResendCooldown(email);
  const [status, setStatus] = useState('');
  const resend = useResendConfirmation((wait) => {
    startCooldown(wait);
    setStatus(`You can request another email in ${wait} seconds.`);
  });

  const sending = resend.isPending;
  const waiting = sending || seconds > 0;
  const label = sending
    ? 'Sending...'
    : seconds > 0
      ? `Resend available in ${seconds}s`
      : 'Resend Confirmation Email';

  function onClick() {
    if (waiting) return;
    setStatus('');
    resend.mutate(email);
  }

  return (
    <>
      <Button className="w-full" onClick={onClick} aria-disabled={waiting || undefined}>
        {label}
      </Button>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  );
}
