import { useEffect, useRef } from 'react';
import { AGREEMENT_SIGNED_EVENT } from '#common/agreements';
import { documentIdFromEvent } from '../lib/completion-signals';

/**
 * Calls `onDocument` for each window `agreement-signed` event that carries a documentId
 * (spec 02 §4). The event proves nothing: the handler runs the verified completion.
 */
export function useAgreementSignedEvent(onDocument: (documentId: string) => void, enabled = true) {
  const handler = useRef(onDocument);
  useEffect(() => {
    handler.current = onDocument;
  });

  useEffect(() => {
    if (!enabled) return;
    function onEvent(event: Event) {
      const documentId = documentIdFromEvent(event);
      if (documentId) handler.current(documentId);
    }
    window.addEventListener(AGREEMENT_SIGNED_EVENT, onEvent);
    return () => window.removeEventListener(AGREEMENT_SIGNED_EVENT, onEvent);
  }, [enabled]);
}
