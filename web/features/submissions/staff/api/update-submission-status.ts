import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMessages } from '#common/admin-messages';
import { updateSubmissionStatusContract } from '#common/contracts/staff-submissions';
import type { AdminSubmission, UpdateSubmissionStatusInput } from '#common/staff-submissions';
import { callApi, isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { adminRoot } from '#web/lib/list/admin-query';

type StatusChange = UpdateSubmissionStatusInput & { id: string };

async function updateSubmissionStatus({ id, ...body }: StatusChange): Promise<AdminSubmission> {
  const answer = await callApi(updateSubmissionStatusContract, { params: { id }, body });
  return answer.submission;
}

/**
 * 'Save Changes' in 'Update Submission Status' (spec 01 §2, §4). Lists, counts, the dashboard
 * and the submission's own page all show the status, so every admin view is refreshed. A
 * refusal that names a field is left to the form; anything else is the spec's toast.
 */
export function useUpdateSubmissionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubmissionStatus,
    onSuccess: (_updated, { status }) => {
      void queryClient.invalidateQueries({ queryKey: adminRoot });
      const { title, message } = adminMessages.statusUpdated(status);
      notify.success(title, message);
    },
    onError: (error) => {
      if (!namesAField(error))
        notify.error(adminMessages.updateFailed.title, adminMessages.updateFailed.message);
    },
  });
}

/** A refusal about one field: shown on that field, not in a toast. */
export const namesAField = (error: unknown) => isApiRequestError(error) && error.field !== null;
