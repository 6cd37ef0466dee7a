import { completeSigningResponseSchema, type CompleteSigningResponse } from '#common/agreements';
import { apiRequest } from '#web/lib/api';

/**
 * Asks the server to ask the provider whether the document is signed; only an answer of
 * `signed` (with the agreement id) means it is. Safe to repeat.
 */
export async function completeSigning(documentId: string): Promise<CompleteSigningResponse> {
  const answer = await apiRequest<unknown>(
    `/api/agreements/signing/${encodeURIComponent(documentId)}/complete`,
    { method: 'POST' },
  );
  return completeSigningResponseSchema.parse(answer);
}
