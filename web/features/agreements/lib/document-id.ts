import { agreementMessages, isDocumentId } from '#common/agreements';

/**
 * Why a document id cannot be used, in the spec's words (spec 02 §5, §8), or null when it can:
 * none at all is 'No document ID found. Please try again.'; letters, digits, hyphen or
 * underscore, at least 6, or else 'The agreement ID format appears to be invalid'.
 */
export function documentIdProblem(documentId: unknown): string | null {
  if (typeof documentId !== 'string' || documentId.trim() === '') {
    return agreementMessages.noDocumentId;
  }
  return isDocumentId(documentId.trim()) ? null : agreementMessages.invalidDocumentId;
}
