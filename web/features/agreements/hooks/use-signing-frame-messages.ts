import { useEffect, useRef, type RefObject } from 'react';
import { isTrustedMessageOrigin, readCompletionMessage } from '../lib/completion-signals';

/**
 * Listens, while `active`, for the signing frame's completion messages: from the frame itself,
 * from the signing URL's origin or our own, and about this document when they name one.
 */
export function useSigningFrameMessages({
  active,
  signingUrl,
  documentId,
  frameRef,
  onSignal,
}: {
  active: boolean;
  signingUrl: string;
  documentId: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  onSignal: () => void;
}) {
  const handler = useRef(onSignal);
  useEffect(() => {
    handler.current = onSignal;
  });

  useEffect(() => {
    if (!active) return;
    const ownOrigin = window.location.origin;
    function onMessage(event: MessageEvent) {
      if (!isTrustedMessageOrigin(event.origin, signingUrl, ownOrigin)) return;
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const signal = readCompletionMessage(event.data);
      if (!signal) return;
      if (signal.documentId && signal.documentId !== documentId) return;
      handler.current();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [active, signingUrl, documentId, frameRef]);
}
