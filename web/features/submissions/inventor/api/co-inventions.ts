import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { answerInvitationContract, coInventionsContract } from '#common/contracts/co-inventors';
import type { AttestationInput } from '#common/co-inventors';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { submissionKeys } from './submissions';

/** Under the submissions' key: whatever refreshes the ideas refreshes these too. */
export const coInventionKeys = { all: [...submissionKeys.all, 'co-inventions'] as const };

/** The ideas the signed-in person is listed on as a co-inventor, with their answer to each. */
export const coInventionsQueryOptions = queryOptions({
  queryKey: coInventionKeys.all,
  queryFn: async ({ signal }) => (await callApi(coInventionsContract, { signal })).coInventions,
});

export const answerTexts = {
  attested: { title: 'Attestation Signed', message: 'Thank you: your part is confirmed.' },
  disputed: {
    title: 'Dispute Sent',
    message: 'Thank you: our team will look into what you told us.',
  },
} as const;

/**
 * A co-inventor's signed answer to an idea: an attestation or a dispute. What the server refuses
 * (a wrong password or code) is thrown to the form, on its field.
 */
export function useAnswerInvitation(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttestationInput) =>
      callApi(answerInvitationContract, { params: { id: submissionId }, body }),
    networkMode: 'always',
    onSuccess: async (_answer, body) => {
      const texts = body.decision === 'attest' ? answerTexts.attested : answerTexts.disputed;
      notify.success(texts.title, texts.message);
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    // An answer given meanwhile (in another tab) or an idea changed since: show what is so now.
    onError: () => void queryClient.invalidateQueries({ queryKey: submissionKeys.all }),
  });
}
