import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkKind } from '#common/evaluation-shape';
import {
  linkSubmissionsContract,
  relatedSubmissionsContract,
  unlinkSubmissionsContract,
} from '#common/contracts/evaluation';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { evaluationKeys } from './keys';

/** The most similar submissions and the links staff made, seen from one submission. */
export const relatedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: evaluationKeys.related(id),
    queryFn: ({ signal }) => callApi(relatedSubmissionsContract, { params: { id }, signal }),
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
      callApi(linkSubmissionsContract, { params: { id }, body: { otherId, kind } }),
    'Link Saved',
    'Link Not Saved',
  );

export const useUnlinkSubmission = () =>
  useLinkChange(
    ({ id, otherId }: { id: string; otherId: string }) =>
      callApi(unlinkSubmissionsContract, { params: { id, otherId } }),
    'Link Removed',
    'Link Not Removed',
  );
