import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkKind } from '#common/evaluation-shape';
import { relatedSubmissionsSchema } from '#common/tags';
import { apiRequest } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { evaluationKeys } from './keys';

const base = (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`;

/** The most similar submissions and the links staff made, seen from one submission. */
export const relatedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: evaluationKeys.related(id),
    queryFn: async ({ signal }) =>
      relatedSubmissionsSchema.parse(await apiRequest<unknown>(`${base(id)}/related`, { signal })),
    staleTime: 300_000,
    refetchOnWindowFocus: false,
  });

/** A link shows on both submissions' pages and in the history: every admin view refreshes. */
function useLinkChange<V extends { id: string; otherId: string }>(
  change: (input: V) => Promise<unknown>,
  done: string,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.admin });
      notify.success(done);
    },
    onError: () => notify.error(failed, 'Please try again.'),
  });
}

export const useLinkSubmission = () =>
  useLinkChange(
    ({ id, otherId, kind }: { id: string; otherId: string; kind: LinkKind }) =>
      apiRequest(`${base(id)}/links`, { method: 'POST', body: { otherId, kind } }),
    'Link Saved',
    'Link Not Saved',
  );

export const useUnlinkSubmission = () =>
  useLinkChange(
    ({ id, otherId }: { id: string; otherId: string }) =>
      apiRequest(`${base(id)}/links/${encodeURIComponent(otherId)}`, { method: 'DELETE' }),
    'Link Removed',
    'Link Not Removed',
  );
