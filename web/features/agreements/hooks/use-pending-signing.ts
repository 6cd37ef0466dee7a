import { useEffect, useRef } from 'react';
import { localStore } from '#web/lib/storage';
import type { AgreementState } from '../lib/agreement-record';
import { forgetPendingSigning, pendingSigningDocumentId } from '../lib/signing-storage';
import type { CompletionOrigin, CompletionOutcome } from './use-complete-signing';

/**
 * On a dashboard visit, a signing left pending (the browser closed mid-way, the provider's
 * message never came) is completed through the server if no signed agreement exists yet
 * (spec 02 §4). Runs once per visit, when the agreement state is known.
 */
export function usePendingSigningCompletion(
  state: AgreementState['state'],
  complete: (documentId: string, origin: CompletionOrigin) => Promise<CompletionOutcome>,
) {
  const ran = useRef(false);
  useEffect(() => {
    if (state === 'checking' || ran.current) return;
    ran.current = true;
    const storage = localStore();
    const pending = pendingSigningDocumentId(storage);
    if (!pending) return;
    if (state === 'signed') forgetPendingSigning(storage);
    else void complete(pending, 'pending');
  }, [state, complete]);
}
