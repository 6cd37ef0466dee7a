import {
  AGREEMENT_SIGNED_EVENT,
  signingMessages,
  type CompleteSigningResponse,
} from '#common/agreements';
import { hasStatus } from '#web/lib/api';
import type { StorageLike } from '#web/lib/storage';
import type { CompletionGate } from './completion-gate';
import { documentIdProblem } from './document-id';
import { completeSigningFailure } from './signing-errors';
import { forgetPendingSigning, recordSignedInStorage } from './signing-storage';

/**
 * What prompted the check: a signal from the signing dialog, a window `agreement-signed` event,
 * or a signing left pending from an earlier visit (checked quietly).
 */
export type CompletionOrigin = 'signing' | 'event' | 'pending';

export interface SignedAgreement {
  documentId: string;
  agreementId: string;
}

export type CompletionOutcome = 'signed' | 'unsigned' | 'failed' | 'skipped';

export interface CompletionDeps {
  completeSigning: (documentId: string) => Promise<CompleteSigningResponse>;
  gate: CompletionGate;
  storage: StorageLike | undefined;
  /** Where the `agreement-signed` event goes (the window). */
  events: Pick<EventTarget, 'dispatchEvent'>;
  showError: (title: string, message: string) => void;
  warn: (message: string, error: unknown) => void;
  /** The provider said signed: the caller updates its record and session, and moves on. */
  onSigned: (agreement: SignedAgreement, origin: CompletionOrigin) => void;
  /** The server said the session is gone: the caller reads it again. */
  onSessionEnded: () => void;
}

/**
 * The one way the dashboard learns the agreement is signed (spec 02 §4): ask the server, which
 * asks the provider. Only an answer of `signed` with an agreement id counts; every message, URL
 * or event merely triggers this. Each document is handled once (see the gate). On `signed` the
 * browser keys are brought up to date and the window event `agreement-signed` is dispatched.
 */
export async function runCompletion(
  documentId: string,
  origin: CompletionOrigin,
  deps: CompletionDeps,
): Promise<CompletionOutcome> {
  const quiet = origin === 'pending';
  const problem = documentIdProblem(documentId);
  if (problem) {
    if (quiet) forgetPendingSigning(deps.storage);
    else deps.showError('Error', problem);
    return 'failed';
  }
  if (!deps.gate.begin(documentId)) return 'skipped';
  let signed = false;
  try {
    const answer = await deps.completeSigning(documentId);
    if (answer.status === 'signed' && answer.agreementId) {
      signed = true;
      recordSignedInStorage(deps.storage, documentId);
      deps.events.dispatchEvent(
        new CustomEvent(AGREEMENT_SIGNED_EVENT, { detail: { documentId } }),
      );
      deps.onSigned({ documentId, agreementId: answer.agreementId }, origin);
      return 'signed';
    }
    if (!quiet) {
      deps.showError(signingMessages.incomplete.title, signingMessages.incomplete.message);
    } else if (answer.status === 'declined' || answer.status === 'expired') {
      // It will never be signed: stop asking.
      forgetPendingSigning(deps.storage);
    }
    return 'unsigned';
  } catch (error) {
    const failure = completeSigningFailure(error);
    if (failure.refreshSession) deps.onSessionEnded();
    if (quiet) {
      // Not this user's document, or not a document at all: nothing to come back to.
      if (hasStatus(error, 404) || hasStatus(error, 400)) forgetPendingSigning(deps.storage);
      deps.warn('Could not complete the pending signing', error);
    } else {
      deps.showError(failure.title, failure.message);
    }
    return 'failed';
  } finally {
    deps.gate.end(documentId, { signed });
  }
}
