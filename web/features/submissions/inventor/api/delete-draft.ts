import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionRecord } from '#common/submissions';
import { isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { submissionTexts } from '../lib/submission-texts';
import { deleteDraft, submissionKeys } from './submissions';

/** Deletes one of the user's drafts (spec 02 §2): the list reloads, a toast says how it went. */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: SubmissionRecord) => deleteDraft(record.id),
    // Offline it fails and says so rather than waiting without a word.
    networkMode: 'always',
    onSuccess: async () => {
      notify.success(submissionTexts.draftDeleted.title, submissionTexts.draftDeleted.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) =>
      notify.error(
        submissionTexts.deleteFailed,
        isApiRequestError(error) && error.status > 0
          ? submissionTexts.deleteFailedWith(error.message)
          : 'Failed to delete submission. Please try again later.',
      ),
  });
}
