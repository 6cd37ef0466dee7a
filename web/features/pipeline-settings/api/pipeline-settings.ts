import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pipelineSettingsContract, savePipelineSettingsContract } from '#common/contracts/pipeline';
import type { PipelineSettingsInput } from '#common/pipeline';
import { callApi, hasStatus } from '#web/lib/api';
import { adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';

const settingsKey = [...adminRoot, 'pipeline-settings'] as const;

/** The decision clock's target and its version, for Settings (admins only). */
export const pipelineSettingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => callApi(pipelineSettingsContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/**
 * Saves the target as a new version. A save from an older version (409) fetches the newer one
 * before it fails, so the card can show it; the form shows any other refusal.
 */
export function useSavePipelineSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PipelineSettingsInput) =>
      callApi(savePipelineSettingsContract, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // Every awaited decision's due day moved with the target: the lists and the dashboard show them.
      void queryClient.invalidateQueries({ queryKey: adminRoot });
      notify.success(
        'Decision Clock Saved',
        `Version ${saved.version}: decisions are due ${saved.decisionTargetDays} days after a complete disclosure.`,
      );
    },
    onError: async (error) => {
      if (hasStatus(error, 409)) await queryClient.refetchQueries({ queryKey: settingsKey });
    },
  });
}
