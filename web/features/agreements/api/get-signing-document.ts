import { queryOptions } from '@tanstack/react-query';
import type { SigningDocument } from '#common/agreements';
import { signingDocumentContract } from '#common/contracts/agreements';
import { ApiRequestError, callApi } from '#web/lib/api';

/** The built-in signing page's document: the agreement to show and who signs it. */
export async function getSigningDocument(
  documentId: string,
  signal?: AbortSignal,
): Promise<SigningDocument> {
  return callApi(signingDocumentContract, { params: { documentId }, signal });
}

/** A refusal (not found, signed out) will not change on retry; a network failure may. */
function retry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export const signingDocumentQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: ['signing-document', documentId],
    queryFn: ({ signal }) => getSigningDocument(documentId, signal),
    retry,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
