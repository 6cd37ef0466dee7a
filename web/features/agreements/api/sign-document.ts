import { useMutation } from '@tanstack/react-query';
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
async function signDocument(
  documentId: string,
  input: SignDocumentInput,
): Promise<SignDocumentResponse> {
  const answer = await apiRequest<unknown>(
    `/api/signing/builtin/${encodeURIComponent(documentId)}/sign`,
    { body: input },
  );
  return signDocumentResponseSchema.parse(answer);
}

/** 'Sign' on the built-in signing page; the page shows a failure in place, beside the form. */
export function useSignDocument(documentId: string) {
  return useMutation({ mutationFn: (input: SignDocumentInput) => signDocument(documentId, input) });
}
