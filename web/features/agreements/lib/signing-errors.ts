import { agreementMessages, signingMessages } from '#common/agreements';
import { isApiRequestError } from '#web/lib/api';

export interface SigningFailure {
  title: string;
  message: string;
  /** The session has ended or changed: read it again. */
  refreshSession: boolean;
}

const fail = (title: string, message: string, refreshSession = false): SigningFailure => ({
  title,
  message,
  refreshSession,
});

const authentication = () =>
  fail(signingMessages.authentication.title, signingMessages.authentication.message, true);

/**
 * The toast for a failed 'Continue to Signing' (spec 02 §8): signed out is 'Authentication
 * Error'; missing fields 'Missing Information'; an account address that does not look like
 * one 'Invalid email format...' (§5); any other refusal 'Failed to call document service:
 * {status}'; no answer at all, or an answer that cannot be used, 'Failed to generate the
 * signing document. Please try again.'
 */
export function startSigningFailure(error: unknown): SigningFailure {
  if (!isApiRequestError(error) || error.status === 0) {
    return fail('Error', signingMessages.generateFailed);
  }
  if (error.status === 401) return authentication();
  if (error.status === 400 && error.code === 'invalid_input') {
    return fail(agreementMessages.missingInformation.title, error.message);
  }
  if (error.status === 400 && error.code === 'invalid_email') {
    return fail('Error', agreementMessages.invalidEmail);
  }
  // Signed meanwhile (another tab): the session shows it once read again.
  if (error.status === 409) return fail('Agreement Already Signed', error.message, true);
  if (error.status === 429) return fail('Too many requests', error.message);
  return fail('Error', signingMessages.documentService(error.status));
}

/**
 * The toast for a failed completion check (spec 02 §8): signed out, a malformed or unknown
 * document id in the spec's words, otherwise 'Failed to call document service: {status}'. No
 * answer at all is 'Signing Incomplete': the signature could not be verified.
 */
export function completeSigningFailure(error: unknown): SigningFailure {
  if (!isApiRequestError(error) || error.status === 0) {
    return fail(signingMessages.incomplete.title, signingMessages.incomplete.message);
  }
  if (error.status === 401) return authentication();
  if (error.status === 400 && error.code === 'invalid_document_id') {
    return fail('Error', agreementMessages.invalidDocumentId);
  }
  if (error.status === 404) return fail('Error', agreementMessages.noDocumentId);
  return fail('Error', signingMessages.documentService(error.status));
}

/** The signing page's message for a failed 'Sign' or a document that cannot be shown. */
export function signingPageFailure(error: unknown): string {
  if (!isApiRequestError(error) || error.status === 0) {
    return isApiRequestError(error) ? error.message : signingMessages.generateFailed;
  }
  if (error.status === 401) return signingMessages.authentication.message;
  if (error.status === 404) return agreementMessages.noDocumentId;
  if (error.status === 400) return error.message;
  return signingMessages.documentService(error.status);
}
