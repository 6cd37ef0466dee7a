import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SubmissionRecord } from '#common/submissions';
import { hasStatus } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { submissionTexts } from '../lib/submission-texts';
import { failureTexts } from '../lib/failure-texts';
import { submissionKeys, submitDraft } from './submissions';

/**
 * Sends a saved draft for review from My Submissions (spec 02 §2). A draft the PHI guard flags
 * needs the inventor's confirmation, which only the idea dialog asks for: the draft is opened
 * there, ready to be confirmed and sent.
 */
export function useSubmitDraft() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (record: SubmissionRecord) => submitDraft(record.id),
    networkMode: 'always',
    onSuccess: async () => {
      notify.success(submissionTexts.submitted.title, submissionTexts.submitted.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error, record) => {
      if (hasStatus(error, 400, 'phi_unconfirmed')) {
        const { title, message } = submissionTexts.phiUnconfirmedDraft;
        notify.error(title, message);
        void navigate(`/user-dashboard/submit-idea?draftId=${encodeURIComponent(record.id)}`);
        return;
      }
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
