import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmissionRecord } from '#common/submissions';
import { notify } from '#web/lib/notify';
import { submissionTexts } from '../lib/submission-texts';
import { failureTexts } from '../lib/failure-texts';
import { submissionKeys, submitDraft } from './submissions';

/** Sends a saved draft for review from My Submissions (spec 02 §2). */
export function useSubmitDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: SubmissionRecord) => submitDraft(record.id),
    networkMode: 'always',
    onSuccess: async () => {
      notify.success(submissionTexts.submitted.title, submissionTexts.submitted.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) => {
      const failure = failureTexts(error, 'submit');
      notify.error(
        failure.title === submissionTexts.submitFailed
          ? submissionTexts.draftSubmitFailed
          : failure.title,
        failure.message,
      );
    },
  });
}
