import { startSigningResponseSchema, type StartSigningResponse } from '#common/agreements';
import { apiRequest } from '#web/lib/api';

/** Starts signing for the signed-in user: the document at the provider and its signing URL. */
export async function startSigning(input: {
  fullName: string;
  jobTitle: string;
}): Promise<StartSigningResponse> {
  const answer = await apiRequest<unknown>('/api/agreements/signing', {
    body: { fullName: input.fullName.trim(), jobTitle: input.jobTitle.trim() },
  });
  return startSigningResponseSchema.parse(answer);
}
