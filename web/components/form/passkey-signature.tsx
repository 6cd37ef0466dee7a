import { useEffect, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { signingMessages } from '#common/auth/signing';
import { FormAlert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { PasskeyNotice } from '#web/components/ui/passkey-notice';
import { isApiRequestError } from '#web/lib/api';
import { usePasskeysSupported } from '#web/lib/use-passkeys-supported';
import {
  isPasskeyPromptClosed,
  passkeysQueryOptions,
  preloadWebAuthn,
  signingPasskey,
  type PasskeyProof,
} from '#web/lib/webauthn';
import { showError, useFormSending, useSendOtherwise } from './form';
import { fieldsBesideSignature, passkeySigningTexts, signatureFieldNames } from './signature-proof';

type Phase = 'idle' | 'waiting' | 'signing';

/**
 * "Sign with a passkey instead", beside the password of an electronic signature: offered where
 * the browser has passkeys and the signer has one. It checks the form's other fields (not the
 * password), asks the browser for the passkey's answer to a challenge made for this signature,
 * then signs with it (`onSign`). What goes wrong is said beside the button (`root.passkey`) or
 * on the field the server names; a closed browser dialog calmly.
 */
export function PasskeySignature({
  onSign,
}: {
  /** Sends the form with the passkey in place of the password and code. */
  onSign: (passkey: PasskeyProof) => Promise<unknown>;
}) {
  const supported = usePasskeysSupported();
  const { data: passkeys } = useQuery({ ...passkeysQueryOptions, enabled: supported });
  const available = supported && (passkeys?.length ?? 0) > 0;
  const form = useFormContext();
  const { errors } = useFormState();
  const sendOtherwise = useSendOtherwise();
  const sending = useFormSending();
  const [phase, setPhase] = useState<Phase>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (available) preloadWebAuthn();
  }, [available]);
  if (!available) return null;

  const failure = errors.root?.passkey;

  /** The passkey's answer to a challenge for this signature; null when there is none. */
  async function prove(): Promise<PasskeyProof | null> {
    try {
      return await signingPasskey();
    } catch (error) {
      if (isPasskeyPromptClosed(error)) setNotice(passkeySigningTexts.cancelled);
      else
        // The server's own words (no passkey yet); the browser's are not for people.
        showError(
          form,
          isApiRequestError(error) ? error : new Error(signingMessages.passkeyFailed),
          'passkey',
        );
      return null;
    }
  }

  const sign = () =>
    sendOtherwise(async () => {
      setNotice(null);
      form.clearErrors(['root', ...signatureFieldNames]);
      const others = fieldsBesideSignature(form.getValues());
      if (others.length > 0 && !(await form.trigger(others, { shouldFocus: true }))) return;
      setPhase('waiting');
      try {
        const passkey = await prove();
        if (!passkey) return;
        setPhase('signing');
        await onSign(passkey);
      } catch (error) {
        showError(form, error, 'passkey');
      } finally {
        setPhase('idle');
      }
    });

  return (
    <div className="space-y-3">
      <Button
        variant="outline"
        className="max-md:h-11"
        aria-disabled={sending || undefined}
        onClick={() => void sign()}
      >
        <KeyRound aria-hidden="true" />
        {phase === 'idle' ? passkeySigningTexts.button : passkeySigningTexts[phase]}
      </Button>
      {failure?.message && (
        <FormAlert>
          {failure.type && failure.type !== 'server' && <strong>{failure.type} </strong>}
          {failure.message}
        </FormAlert>
      )}
      <PasskeyNotice message={notice} />
    </div>
  );
}
