import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignedResult } from '../components/signing-document-view';
import { agreementSignedMessage, notifyParentOfSigning } from '../lib/parent-message';

/**
 * What the signing page does once signed: inside the dashboard's dialog it tells the dashboard
 * (a message to our own origin only); opened on its own, it goes to /thank-you.
 */
export function useSignedHandoff() {
  const navigate = useNavigate();
  return useCallback(
    (result: SignedResult) => {
      const message = agreementSignedMessage(result.documentId, result.agreementId);
      const told = notifyParentOfSigning(window, message);
      // Signed just now outside a frame: the usual next page. Already signed: stay and say so.
      if (!told && result.agreementId) void navigate('/thank-you', { replace: true });
    },
    [navigate],
  );
}
