import type { CompleteSigningResponse } from '#common/agreements';
import { completeSigningContract } from '#common/contracts/agreements';
import { callApi } from '#web/lib/api';

/**
 * Asks the server to ask the provider whether the document is signed; only an answer of
 * `signed` (with the agreement id) means it is. Safe to repeat.
 */
export async function completeSigning(documentId: string): Promise<CompleteSigningResponse> {
  return callApi(completeSigningContract, { params: { documentId } });
}
