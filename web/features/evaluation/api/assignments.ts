import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { assignReviewersContract } from '#common/contracts/evaluation';
import { staffContract } from '#common/contracts/users';
import type { AssignReviewersInput } from '#common/evaluation';
import { callApi } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { assignedText } from '../lib/assignment';
import { evaluationKeys } from './keys';

/** Who can be assigned: admins and reviewers, by name. */
export const assignableStaffQueryOptions = queryOptions({
  queryKey: evaluationKeys.staff(),
  queryFn: ({ signal }) => callApi(staffContract, { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/** Assigns reviewers to submissions; the lists, queues and figures all refresh. */
export function useAssignReviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignReviewersInput) => callApi(assignReviewersContract, { body: input }),
    onSuccess: async ({ assigned, updated }) => {
      notify.success('Reviewers Assigned', assignedText(assigned, updated));
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.admin });
    },
  });
}
