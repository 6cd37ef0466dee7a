import { useCallback, useEffect, useRef } from 'react';
import { notify } from '#web/lib/notify';
import { localStore } from '#web/lib/storage';
import { completeSigning } from '../api/complete-signing';
import { completionGate } from '../lib/completion-gate';
import {
  runCompletion,
  type CompletionOrigin,
  type CompletionOutcome,
  type SignedAgreement,
} from '../lib/run-completion';

export type { CompletionOrigin, CompletionOutcome, SignedAgreement };

/**
 * The verified completion (see runCompletion) with the browser's storage, window and toasts,
 * and the page-wide gate shared by the signing dialog, the pending check and window events.
 */
export function useCompleteSigning({
  onSigned,
  onSessionEnded,
}: {
  onSigned: (agreement: SignedAgreement, origin: CompletionOrigin) => void;
  onSessionEnded: () => void;
}) {
  const callbacks = useRef({ onSigned, onSessionEnded });
  useEffect(() => {
    callbacks.current = { onSigned, onSessionEnded };
  });

  return useCallback(
    (documentId: string, origin: CompletionOrigin): Promise<CompletionOutcome> =>
      runCompletion(documentId, origin, {
        completeSigning,
        gate: completionGate,
        storage: localStore(),
        events: window,
        showError: (title, message) => notify.error(title, message),
        warn: (message, error) => console.warn(message, error),
        onSigned: (agreement, from) => callbacks.current.onSigned(agreement, from),
        onSessionEnded: () => callbacks.current.onSessionEnded(),
      }),
    [],
  );
}
