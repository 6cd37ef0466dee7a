import type { SigningDocument } from '#common/agreements';

export type SigningPageState = 'loading' | 'failed' | 'signed' | 'closed' | 'form';

/**
 * What the signing page shows for its document. Once the document has loaded the form stays,
 * whatever a later fetch of it answers: a failed refetch must not swap the form out, since the
 * form coming back would be a new one, without what the person ticked, typed or drew.
 */
export function signingPageState(query: {
  data: SigningDocument | undefined;
  isPending: boolean;
}): SigningPageState {
  const { data } = query;
  if (!data) return query.isPending ? 'loading' : 'failed';
  if (data.status === 'signed') return 'signed';
  if (data.status === 'declined' || data.status === 'expired') return 'closed';
  return 'form';
}
