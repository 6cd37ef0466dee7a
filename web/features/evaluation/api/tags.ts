import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionTagsSchema, tagSuggestionsSchema } from '#common/tags';
import { apiRequest, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { evaluationKeys } from './keys';

const tagsPath = (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/tags`;

/** Tags already in use that start with `q`, most used first. */
export const tagSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: evaluationKeys.tagSuggestions(q),
    queryFn: async ({ signal }) =>
      tagSuggestionsSchema.parse(
        await apiRequest<unknown>(`/api/admin/tags?q=${encodeURIComponent(q)}`, { signal }),
      ),
    staleTime: 60_000,
  });

/**
 * Adding or removing a tag: the submission's page, the lists (their rows show tags) and the
 * suggestions all change, so every admin view is refreshed. A refusal naming the field is
 * shown by the form; anything else is a toast.
 */
function useTagChange(change: (id: string, tag: string) => Promise<unknown>, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, tag }: { id: string; tag: string }) =>
      submissionTagsSchema.parse(await change(id, tag)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: evaluationKeys.admin }),
    onError: (error) => {
      if (!(isApiRequestError(error) && error.field !== null))
        notify.error(failed, 'Please try again.');
    },
  });
}

export const useAddTag = () =>
  useTagChange(
    (id, tag) => apiRequest(tagsPath(id), { method: 'POST', body: { tag } }),
    'Tag Not Added',
  );

export const useRemoveTag = () =>
  useTagChange(
    (id, tag) => apiRequest(`${tagsPath(id)}?tag=${encodeURIComponent(tag)}`, { method: 'DELETE' }),
    'Tag Not Removed',
  );
