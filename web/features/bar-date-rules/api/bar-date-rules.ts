import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  defaultBarDateRules,
  type BarDateRules,
  type SaveBarDateRulesInput,
} from '#common/bar-dates';
import {
  barDateRulesContract,
  inForceBarDateRulesContract,
  saveBarDateRulesContract,
} from '#common/contracts/bar-date-rules';
import { callApi, hasStatus } from '#web/lib/api';
import { adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';
import { knownRules } from '../lib/rules';

const staffKey = [...adminRoot, 'bar-date-rules'] as const;
const inForceKey = ['bar-date-rules'] as const;

/** The rules in force, for every page that computes bar dates (anyone signed in). */
const inForceBarDateRulesQueryOptions = queryOptions({
  queryKey: inForceKey,
  queryFn: ({ signal }) => callApi(inForceBarDateRulesContract, { signal }),
  staleTime: 300_000,
});

/** The same with its version, for Settings (admins only). */
export const staffBarDateRulesQueryOptions = queryOptions({
  queryKey: staffKey,
  queryFn: ({ signal }) => callApi(barDateRulesContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/**
 * The rules to compute bar dates by: those in force, or the defaults until they come (or when
 * they cannot), so a page never waits on them to show its dates.
 */
export function useBarDateRules() {
  const rules = useQuery({ ...inForceBarDateRulesQueryOptions, select: selectRules });
  return rules.data ?? defaultBarDateRules;
}

const selectRules = (data: BarDateRules) => knownRules(data.rules);

/**
 * Saves every rule as a new version. A save from an older version (409) fetches the newer one
 * before it fails, so the card can show it; the form shows any other refusal.
 */
export function useSaveBarDateRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBarDateRulesInput) =>
      callApi(saveBarDateRulesContract, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffKey, saved);
      queryClient.setQueryData(inForceKey, saved);
      // Every idea's next bar date moved with the rules: the lists and the dashboard show them.
      void queryClient.invalidateQueries({ queryKey: adminRoot });
      notify.success('Bar-Date Rules Saved', `Version ${saved.version} of the rules is in force.`);
    },
    onError: async (error) => {
      if (!hasStatus(error, 409)) return;
      await Promise.all([
        queryClient.refetchQueries({ queryKey: staffKey }),
        queryClient.invalidateQueries({ queryKey: inForceKey }),
      ]);
    },
  });
}
