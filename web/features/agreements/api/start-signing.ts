import { useMutation } from '@tanstack/react-query';
import { signingMessages } from '#common/agreements';
import { startSigningContract } from '#common/contracts/agreements';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { safeSigningUrl } from '../lib/completion-signals';
import { documentIdProblem } from '../lib/document-id';
import { startSigningFailure } from '../lib/signing-errors';

/** An answer that cannot be used: its message is the toast's text as it stands. */
class UnusableSigning extends Error {}

/**
 * Starts signing for the signed-in user: the document at the provider and where its signing
 * page is, once both are checked (a signing page elsewhere would not be shown).
 */
async function startSigning(input: { fullName: string; jobTitle: string }) {
  const answer = await callApi(startSigningContract, {
    body: { fullName: input.fullName.trim(), jobTitle: input.jobTitle.trim() },
  });
  const problem = documentIdProblem(answer.documentId);
  if (problem) throw new UnusableSigning(problem);
  const signingUrl = safeSigningUrl(answer.signingUrl, window.location.origin);
  if (!signingUrl) throw new UnusableSigning(signingMessages.generateFailed);
  return { documentId: answer.documentId, signingUrl };
}

/** What a failed start says (spec 02 §8), and whether the session has ended. */
export function startFailure(error: unknown) {
  return error instanceof UnusableSigning
    ? { title: 'Error', message: error.message, refreshSession: false }
    : startSigningFailure(error);
}

/**
 * 'Continue to Signing': a failure is toasted here; one that means the session has ended or
 * changed calls `onSessionEnded`.
 */
export function useStartSigning(onSessionEnded: () => void) {
  return useMutation({
    mutationFn: startSigning,
    onError: (error) => {
      const failure = startFailure(error);
      notify.error(failure.title, failure.message);
      if (failure.refreshSession) onSessionEnded();
    },
  });
}
