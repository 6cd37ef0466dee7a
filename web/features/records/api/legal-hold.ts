import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { legalHoldContract, liftHoldContract, placeHoldContract } from '#common/contracts/records';
import type { LegalHold, LiftHoldInput, PlaceHoldInput } from '#common/records';
import { staffSubmissionKeys } from '#web/features/submissions/staff';
import { callApi } from '#web/lib/api';
import { adminQueryDefaults } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';
import { recordsKeys } from './keys';

/** An idea's legal hold, or `{ hold: null }` (admins only). */
export const legalHoldQueryOptions = (id: string) =>
  queryOptions({
    queryKey: recordsKeys.hold(id),
    queryFn: ({ signal }) => callApi(legalHoldContract, { params: { id }, signal }),
    ...adminQueryDefaults,
  });

/**
 * Places or lifts a hold. The answer is the hold as it now stands, so it replaces the page's copy
 * at once; the idea's page (its history tells the change) and the removals due (a held idea is
 * never removed) are read again. A refusal (another admin placed or lifted it meanwhile) reads
 * them again too, so the page shows how the idea stands.
 */
function useHoldChange<V>(
  id: string,
  change: (input: V) => Promise<{ hold: LegalHold | null }>,
  done: { title: string; message: string },
) {
  const queryClient = useQueryClient();
  const refresh = () => {
    // The idea's own key holds its hold's.
    void queryClient.invalidateQueries({ queryKey: staffSubmissionKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: recordsKeys.retention() });
  };
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => {
      queryClient.setQueryData(recordsKeys.hold(id), state);
      refresh();
      notify.success(done.title, done.message);
    },
    onError: refresh,
  });
}

/** Places a legal hold on the idea, with the reason: nothing deletes it then. */
export const usePlaceHold = (id: string) =>
  useHoldChange(
    id,
    (input: PlaceHoldInput) => callApi(placeHoldContract, { params: { id }, body: input }),
    {
      title: 'Legal Hold Placed',
      message: 'Nobody can delete this idea until the hold is lifted.',
    },
  );

/** Lifts the idea's legal hold, saying why. */
export const useLiftHold = (id: string) =>
  useHoldChange(
    id,
    (input: LiftHoldInput) => callApi(liftHoldContract, { params: { id }, body: input }),
    {
      title: 'Legal Hold Lifted',
      message: 'The idea can be deleted again, and the retention period applies to it.',
    },
  );
