import {
  signDocumentResponseSchema,
  type SignDocumentInput,
  type SignDocumentResponse,
} from '#common/agreements';
import { apiRequest } from '#web/lib/api';

/**
 * Signs a built-in document: consent, the typed name and the drawn signature (a PNG data URL).
 * The server completes the agreement at once; signing again answers the same.
 */
export async function signDocument(
  documentId: string,
  input: SignDocumentInput,
): Promise<SignDocumentResponse> {
  const answer = await apiRequest<unknown>(
    `/api/signing/builtin/${encodeURIComponent(documentId)}/sign`,
    { body: input },
  );
  return signDocumentResponseSchema.parse(answer);
}
