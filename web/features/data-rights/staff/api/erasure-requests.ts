import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerErasureContract, erasureRequestsContract } from '#common/contracts/data-rights';
import type { AnswerErasureInput, ErasureRequest } from '#common/erasure';
import { callApi } from '#web/lib/api';
import { adminQuery, adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';

const erasureRequestsKey = [...adminRoot, 'erasure-requests'] as const;

/** The queue of erasure requests, open ones first by due date (admins only). */
export const erasureRequestsQueryOptions = adminQuery(erasureRequestsKey, (signal) =>
  callApi(erasureRequestsContract, { signal }),
);

/**
 * Records the answer sent to a request. The answer is the request as it now stands, which
 * replaces its row at once. `refresh` reads the queue again: after a refusal (another admin
 * answered it meanwhile), once the dialog that says so has closed.
 */
export function useAnswerErasure(id: string) {
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (input: AnswerErasureInput) =>
      callApi(answerErasureContract, { params: { id }, body: input }),
    onSuccess: ({ request }) => {
      queryClient.setQueryData<{ requests: ErasureRequest[] }>(
        erasureRequestsKey,
        (queue) =>
          queue && { requests: queue.requests.map((row) => (row.id === id ? request : row)) },
      );
      notify.success('Answer Recorded', `The answer to ${request.email} is kept with the request.`);
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: erasureRequestsKey });
  return { answer, refresh };
}
