// Signing the submission agreement: the step, the built-in signing page, what the browser keeps of it.
export { AgreementStep } from './components/agreement-step';
export { SigningDocumentView } from './components/signing-document-view';
export { useAgreementSignedEvent } from './hooks/use-agreement-signed-event';
export {
  type CompletionOrigin,
  type SignedAgreement,
  useCompleteSigning,
} from './hooks/use-complete-signing';
export { usePendingSigningCompletion } from './hooks/use-pending-signing';
export { useSignedHandoff } from './hooks/use-signed-handoff';
export {
  agreementState,
  applySignedState,
  separateEntryFor,
  withStoredAgreementId,
} from './lib/agreement-record';
export { documentIdProblem } from './lib/document-id';
export { saveAgreementDocumentId, storedAgreementDocumentId } from './lib/signing-storage';
