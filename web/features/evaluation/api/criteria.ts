import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { criteriaContract, saveCriteriaContract } from '#common/contracts/evaluation';
import type { SaveCriteriaInput } from '#common/evaluation';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { evaluationKeys } from './keys';

const criteriaKey = [...evaluationKeys.admin, 'evaluation', 'criteria'] as const;

/** The scorecard criteria now in use, with their version (admins only). */
export const criteriaQueryOptions = queryOptions({
  queryKey: criteriaKey,
  queryFn: ({ signal }) => callApi(criteriaContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/**
 * Saves the whole set as a new version. The form shows a refusal (on its field when the server
 * names one); success is a toast and the saved version replaces the cached one.
 */
export function useSaveCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveCriteriaInput) => callApi(saveCriteriaContract, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(criteriaKey, saved);
      // Scorecards and submissions pages read the criteria too.
      void queryClient.invalidateQueries({ queryKey: evaluationKeys.admin });
      notify.success('Criteria Saved', `Version ${saved.version} is now in use.`);
    },
  });
}
