import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionQueryKey, type Session } from '#web/features/auth/api/get-session';
import {
  useCompleteSigning,
  type CompletionOrigin,
  type SignedAgreement,
} from '#web/features/agreements/hooks/use-complete-signing';
import { applySignedState } from '#web/features/agreements/lib/agreement-record';
import { storedAgreementDocumentId } from '#web/features/agreements/lib/signing-storage';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';
import { notify } from '#web/lib/notify';
import { localStore } from '#web/lib/storage';

/**
 * The dashboard's verified completion, joined to the session and the browser record: once the
 * provider says signed, the record gets signature 'signed', the agreement id and the document
 * id; the session is read again; and a signing finished in the dialog goes to /thank-you.
 */
export function useAgreementCompletion() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { userData, updateUserData } = useUserData();
  const record = useRef(userData);
  useEffect(() => {
    record.current = userData;
  });

  const onSessionEnded = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const onSigned = useCallback(
    ({ documentId, agreementId }: SignedAgreement, origin: CompletionOrigin) => {
      const next = applySignedState(
        record.current,
        { agreementId, documentId },
        storedAgreementDocumentId(localStore()),
      );
      record.current = next;
      updateUserData({
        signature: 'signed',
        agreementId: next.agreementId,
        boldsignDocumentId: next.boldsignDocumentId,
      });
      // The server's answer is known now; the session is read again to be sure.
      queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
        session?.profile
          ? { ...session, profile: { ...session.profile, signature: 'signed', agreementId } }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      if (origin === 'signing') {
        void navigate('/thank-you');
      } else {
        notify.success('Agreement Signed', 'Your agreement has been successfully signed.');
      }
    },
    [navigate, queryClient, updateUserData],
  );

  const complete = useCompleteSigning({ onSigned, onSessionEnded });
  return { complete, onSessionEnded };
}
