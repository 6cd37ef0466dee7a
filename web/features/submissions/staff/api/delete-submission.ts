import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { deleteStaffSubmissionContract } from '#common/contracts/staff-submissions';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { adminRoot } from '#web/lib/list/admin-query';
import { staffSubmissionKeys } from './keys';

/** 'Delete Permanently' (spec 01 §2): the submission and its attachment, in one step. */
export function useDeleteSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteStaffSubmissionContract, { params: { id } }),
    onSuccess: (_, id) => {
      notify.success(adminMessages.deleted.title, adminMessages.deleted.message);
      // The deleted submission's own page is marked stale but not fetched again: it may still
      // be on screen for a moment, and fetching it now would only flash 'not found'.
      const gone = hashKey(staffSubmissionKeys.detail(id));
      void queryClient.invalidateQueries({
        queryKey: staffSubmissionKeys.detail(id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: adminRoot,
        predicate: (query) => query.queryHash !== gone,
      });
    },
    onError: () =>
      notify.error(adminMessages.deleteFailed.title, adminMessages.deleteFailed.message),
  });
}
