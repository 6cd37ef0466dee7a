import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctAddressContract, resendInvitationContract } from '#common/contracts/co-inventors';
import { callApi } from '#web/lib/api';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { namesAField } from './update-submission-status';
import { staffSubmissionKeys } from './keys';

/** One co-inventor of one idea, and their name for the toasts. */
interface CoInventorOf {
  submissionId: string;
  coInventorId: string;
  name: string;
}

/**
 * A change to a co-inventor's invitation: the idea's page is read again either way, as its
 * panel and history change on success and a refusal (already answered) means it is out of date.
 */
function useInvitationChange<V extends CoInventorOf>(
  send: (change: V) => Promise<unknown>,
  done: (change: V) => [title: string, message: string],
  failedTitle: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, change) => notify.success(...done(change)),
    // A refusal naming the field is shown on the form's field.
    onError: (error) => {
      if (!namesAField(error)) notify.error(failedTitle, errorText(error));
    },
    onSettled: (_, __, { submissionId }) =>
      queryClient.invalidateQueries({ queryKey: staffSubmissionKeys.detail(submissionId) }),
  });
}

/** "Send invitation again": the co-inventor is mailed their invitation once more (admins only). */
export const useResendInvitation = () =>
  useInvitationChange(
    ({ submissionId, coInventorId }: CoInventorOf) =>
      callApi(resendInvitationContract, { params: { id: submissionId, coInventorId } }),
    ({ name }) => ['Invitation Sent Again', `${name} is sent their invitation again.`],
    'Invitation Not Sent',
  );

/** "Correct address": the co-inventor is invited at the new address instead (admins only). */
export const useCorrectAddress = () =>
  useInvitationChange(
    ({ submissionId, coInventorId, email }: CoInventorOf & { email: string }) =>
      callApi(correctAddressContract, {
        params: { id: submissionId, coInventorId },
        body: { email },
      }),
    ({ name, email }) => ['Address Corrected', `${name} is invited at ${email} now.`],
    'Address Not Corrected',
  );
