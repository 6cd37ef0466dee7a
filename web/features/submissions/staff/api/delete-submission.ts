import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { deleteStaffSubmissionContract } from '#common/contracts/staff-submissions';
import { callApi, hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { adminRoot } from '#web/lib/list/admin-query';
import { staffSubmissionKeys } from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/** A deletion refused because the idea is under a legal hold: its message gives the reason. */
export const refusedForHold = (error: unknown) => hasStatus(error, 409, 'legal_hold');

/**
 * 'Delete Permanently' (spec 01 §2): the submission and its attachment, in one step. A refusal
 * for a legal hold is the dialog's to show, with the hold's reason; the idea's page (its hold
 * too) is read again, as the hold may be news.
 */
export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteStaffSubmissionContract, { params: { id } }),
    onSuccess: (_, id) => {
      notify.success(adminMessages.deleted.title, adminMessages.deleted.message);
      // The deleted submission's own page (and what hangs from it, its legal hold) is marked
      // stale but not fetched again: it may still be on screen for a moment, and fetching it
      // now would only flash 'not found'.
      const gone = staffSubmissionKeys.detail(id);
      void queryClient.invalidateQueries({ queryKey: gone, refetchType: 'none' });
      void queryClient.invalidateQueries({
        queryKey: adminRoot,
        predicate: (query) => !startsWith(query.queryKey, gone),
      });
    },
    onError: (error, id) => {
      if (refusedForHold(error)) {
        void queryClient.invalidateQueries({ queryKey: staffSubmissionKeys.detail(id) });
        return;
      }
      notify.error(adminMessages.deleteFailed.title, adminMessages.deleteFailed.message);
    },
  });
}
