import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addTagContract,
  removeTagContract,
  tagSuggestionsContract,
} from '#common/contracts/evaluation';
import type { SubmissionTags } from '#common/tags';
import { callApi, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { evaluationKeys } from './keys';

/** Tags already in use that start with `q`, most used first. */
export const tagSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: evaluationKeys.tagSuggestions(q),
    queryFn: ({ signal }) => callApi(tagSuggestionsContract, { query: { q }, signal }),
    staleTime: 60_000,
  });

/**
 * Adding or removing a tag: the submission's page, the lists (their rows show tags) and the
 * suggestions all change, so every admin view is refreshed. A refusal naming the field is
 * shown by the form; anything else is a toast.
 */
function useTagChange(
  change: (id: string, tag: string) => Promise<SubmissionTags>,
  failed: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, tag }: { id: string; tag: string }) => change(id, tag),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.admin }),
    onError: (error) => {
      if (!(isApiRequestError(error) && error.field !== null))
        notify.error(failed, 'Please try again.');
    },
  });
}

export const useAddTag = () =>
  useTagChange(
    (id, tag) => callApi(addTagContract, { params: { id }, body: { tag } }),
    'Tag Not Added',
  );

export const useRemoveTag = () =>
  useTagChange(
    (id, tag) => callApi(removeTagContract, { params: { id }, query: { tag } }),
    'Tag Not Removed',
  );
