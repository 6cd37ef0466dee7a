import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { retentionContract, saveRetentionContract } from '#common/contracts/records';
import { retentionPeriod, type RetentionSettingsInput } from '#common/records';
import { callApi, hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { recordsKeys } from './keys';

/** How long declined ideas are kept, its version, and the ideas removed within a week. */
export const retentionQueryOptions = queryOptions({
  queryKey: recordsKeys.retention(),
  queryFn: ({ signal }) => callApi(retentionContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/**
 * Saves the retention period as a new version. A save from an older version (409) fetches the
 * newer one before it fails, so the card can show it; the form shows any other refusal.
 */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RetentionSettingsInput) => callApi(saveRetentionContract, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(recordsKeys.retention(), saved);
      const months = saved.declinedRetentionMonths;
      notify.success(
        'Retention Period Saved',
        months === null
          ? `Version ${saved.version}: declined ideas are kept for good.`
          : `Version ${saved.version}: declined ideas are removed ${retentionPeriod(months)} after their decision.`,
      );
    },
    onError: async (error) => {
      if (hasStatus(error, 409))
        await queryClient.refetchQueries({ queryKey: recordsKeys.retention() });
    },
  });
}
