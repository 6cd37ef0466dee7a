import { useEffect, useState } from 'react';
import { KeyRound } from 'lucide-react';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { PasskeyNotice } from '#web/components/ui/passkey-notice';
import { usePasskeysSupported } from '#web/lib/use-passkeys-supported';
import { preloadWebAuthn } from '#web/lib/webauthn';
import { useSignInWithPasskey } from '../api/passkeys';
import { isPasskeyCancelled, passkeyTexts } from '../lib/passkey-failure';

type Outcome = { cancelled: boolean; message: string } | null;

/**
 * Below the password form: "or", and signing in with a passkey instead, which verifies who
 * holds it and so needs no second step. A refusal is said under the button; a closed browser
 * dialog calmly. Not shown where the browser has no passkeys.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => Promise<void> | void }) {
  const supported = usePasskeysSupported();
  const signIn = useSignInWithPasskey();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (supported) preloadWebAuthn();
  }, [supported]);
  if (!supported) return null;
  const busy = signIn.isPending;

  async function start() {
    if (busy) return;
    setOutcome(null);
    try {
      await signIn.mutateAsync();
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : passkeyTexts.signInFailed;
      setOutcome({ cancelled: isPasskeyCancelled(failure), message });
      return;
    }
    await onSignedIn();
  }

  return (
    <div className="mt-6 space-y-4">
      <p className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
        or
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
      </p>
      <Button
        variant="outline"
        className="w-full max-md:h-11"
        aria-disabled={busy || undefined}
        onClick={() => void start()}
      >
        <KeyRound aria-hidden="true" />
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
      {outcome && !outcome.cancelled && <FormAlert>{outcome.message}</FormAlert>}
      {outcome?.cancelled && <PasskeyNotice message={outcome.message} />}
    </div>
  );
}
