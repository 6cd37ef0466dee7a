import { useRef, useState } from 'react';
import { PenLine } from 'lucide-react';
import { signingMessages } from '#common/agreements';
import { Button } from '#web/components/ui/button';
import { localStore } from '#web/lib/storage';
import { startFailure, useStartSigning } from '../api/start-signing';
import type { CompletionOrigin, CompletionOutcome } from '../hooks/use-complete-signing';
import { rememberSigningStart } from '../lib/signing-storage';
import { AgreementDetailsDialog, type AgreementDetails } from './agreement-details-dialog';
import { SigningFrameDialog } from './signing-frame-dialog';

export type SignAgreementFlowProps = {
  /** The details dialog's starting values. */
  defaults: AgreementDetails;
  /** The verified completion (useCompleteSigning), shared with the rest of the dashboard. */
  complete: (documentId: string, origin: CompletionOrigin) => Promise<CompletionOutcome>;
  /** Signing started with these details (the caller may keep them in its record). */
  onStarted?: (details: AgreementDetails) => void;
  /** The server said the session is gone. */
  onSessionEnded: () => void;
};

/**
 * 'Sign Agreement' and its two dialogs (spec 02 §2): the details dialog starts a signing at
 * the provider, then the embedded dialog shows the signing page until a completion signal is
 * verified by the server.
 */
export function SignAgreementFlow({
  defaults,
  complete,
  onStarted,
  onSessionEnded,
}: SignAgreementFlowProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [signing, setSigning] = useState<{ documentId: string; signingUrl: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Set while the details dialog hands over to the signing dialog, which takes the focus.
  const handingOver = useRef(false);

  const start = useStartSigning(onSessionEnded);

  // Failures are toasted (spec 02 §8) and also returned for the dialog to show: behind a
  // modal dialog the toasts are hidden from screen readers.
  async function onContinue(details: AgreementDetails): Promise<string | null> {
    let started;
    try {
      started = await start.mutateAsync(details);
    } catch (error) {
      return startFailure(error).message;
    }
    const { documentId, signingUrl } = started;
    rememberSigningStart(localStore(), { documentId, signingUrl });
    onStarted?.(details);
    handingOver.current = true;
    setDetailsOpen(false);
    setNotice(null);
    setSigning({ documentId, signingUrl });
    return null;
  }

  async function onSignal(documentId: string) {
    const outcome = await complete(documentId, 'signing');
    if (outcome === 'unsigned' || outcome === 'failed') {
      const { title, message } = signingMessages.incomplete;
      setNotice(`${title}: ${message}`);
    }
  }

  function returnFocus(event: Event) {
    event.preventDefault();
    trigger.current?.focus();
  }

  return (
    <>
      <Button ref={trigger} onClick={() => setDetailsOpen(true)}>
        <PenLine aria-hidden="true" />
        Sign Agreement
      </Button>
      <AgreementDetailsDialog
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        defaults={defaults}
        onContinue={onContinue}
        onCloseAutoFocus={(event) => {
          if (handingOver.current) {
            handingOver.current = false;
            event.preventDefault();
          } else {
            returnFocus(event);
          }
        }}
      />
      {signing && (
        <SigningFrameDialog
          open
          onOpenChange={(open) => {
            if (!open) setSigning(null);
          }}
          signingUrl={signing.signingUrl}
          documentId={signing.documentId}
          onSignal={() => void onSignal(signing.documentId)}
          notice={notice}
          onCloseAutoFocus={returnFocus}
        />
      )}
    </>
  );
}
