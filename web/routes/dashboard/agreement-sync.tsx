import { useEffect, useRef } from 'react';
import { useSession } from '#web/features/auth/hooks/use-session';
import { useAgreementSignedEvent } from '#web/features/agreements/hooks/use-agreement-signed-event';
import { usePendingSigningCompletion } from '#web/features/agreements/hooks/use-pending-signing';
import {
  agreementState,
  applySignedState,
  separateEntryFor,
  withStoredAgreementId,
} from '#web/features/agreements/lib/agreement-record';
import {
  saveAgreementDocumentId,
  storedAgreementDocumentId,
} from '#web/features/agreements/lib/signing-storage';
import { useUserData } from '#web/features/user-data/hooks/use-user-data';
import { localStore } from '#web/lib/storage';
import { useAgreementCompletion } from './use-agreement-completion';

/**
 * Keeps the agreement state of the dashboard in step (spec 02 §4 "Agreement"): copies the
 * stored document id into the browser record on load, copies a signed profile into the record,
 * completes a signing left pending on an earlier visit, and answers `agreement-signed` window
 * events with the verified completion. Renders nothing.
 */
export function AgreementSync() {
  const { data: session } = useSession();
  const { userData, updateUserData } = useUserData();
  const { complete } = useAgreementCompletion();
  const profile = session === undefined ? undefined : (session?.profile ?? null);
  const { state } = agreementState(profile, userData);
  const loaded = useRef(false);

  // On load: a stored id goes into the record when the spec's rule says so.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    const next = withStoredAgreementId(userData, storedAgreementDocumentId(localStore()));
    if (next !== userData) updateUserData({ agreementId: next.agreementId });
  }, [userData, updateUserData]);

  // The server's profile says signed: the record follows it.
  const signedAgreementId =
    profile?.signature === 'signed' && profile.agreementId ? profile.agreementId : null;
  useEffect(() => {
    if (!signedAgreementId) return;
    if (userData.signature === 'signed' && userData.agreementId === signedAgreementId) return;
    const storage = localStore();
    const next = applySignedState(
      userData,
      { agreementId: signedAgreementId },
      storedAgreementDocumentId(storage),
    );
    updateUserData({
      signature: next.signature,
      agreementId: next.agreementId,
      boldsignDocumentId: next.boldsignDocumentId,
    });
    const entry = separateEntryFor(next);
    if (entry) saveAgreementDocumentId(storage, entry);
  }, [signedAgreementId, userData, updateUserData]);

  usePendingSigningCompletion(state, complete);

  useAgreementSignedEvent(
    (documentId) => void complete(documentId, 'event'),
    // Once signed there is nothing left for an event to change.
    state === 'unsigned',
  );

  return null;
}
