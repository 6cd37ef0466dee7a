import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  factRequirementsContract,
  saveFactRequirementsContract,
  staffFactRequirementsContract,
} from '#common/contracts/fact-requirements';
import type { SaveFactRequirementsInput } from '#common/invention-facts';
import { callApi } from '#web/lib/api';
import { adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';

const staffKey = [...adminRoot, 'fact-requirements'] as const;
const formKey = ['fact-requirements'] as const;

/** The facts an idea must give before it is sent, for the idea form. */
export const factRequirementsQueryOptions = queryOptions({
  queryKey: formKey,
  queryFn: ({ signal }) => callApi(factRequirementsContract, { signal }),
  staleTime: 60_000,
});

/** The same with its version, for Settings (admins only). */
export const staffFactRequirementsQueryOptions = queryOptions({
  queryKey: staffKey,
  queryFn: ({ signal }) => callApi(staffFactRequirementsContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/** Saves the choice as a new version; the saved version replaces both cached ones. */
export function useSaveFactRequirements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveFactRequirementsInput) =>
      callApi(saveFactRequirementsContract, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKey, saved);
      queryClient.setQueryData(formKey, saved);
      notify.success(
        'Required Facts Saved',
        `Version ${saved.version} of the requirements is now in use.`,
      );
    },
  });
}
