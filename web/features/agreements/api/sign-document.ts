import { useMutation } from '@tanstack/react-query';
import type { SignDocumentInput, SignDocumentResponse } from '#common/agreements';
import { signDocumentContract } from '#common/contracts/agreements';
import { callApi } from '#web/lib/api';

/**
 * Signs a built-in document: consent, the typed name and the drawn signature (a PNG data URL).
 * The server completes the agreement at once; signing again answers the same.
 */
async function signDocument(
  documentId: string,
  input: SignDocumentInput,
): Promise<SignDocumentResponse> {
  return callApi(signDocumentContract, { params: { documentId }, body: input });
}

/** 'Sign' on the built-in signing page; the page shows a failure in place, beside the form. */
export function useSignDocument(documentId: string) {
  return useMutation({ mutationFn: (input: SignDocumentInput) => signDocument(documentId, input) });
}
