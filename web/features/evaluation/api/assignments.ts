import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableStaff, AssignReviewersInput } from '#common/evaluation';
import { apiRequest } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { assignedText } from '../lib/assignment';
import { evaluationKeys } from './keys';

/** Who can be assigned: admins and reviewers, by name. */
export const assignableStaffQueryOptions = queryOptions({
  queryKey: evaluationKeys.staff(),
  queryFn: ({ signal }) => apiRequest<{ staff: AssignableStaff[] }>('/api/admin/staff', { signal }),
  staleTime: 60_000,
  refetchOnWindowFocus: false,
});

/** Assigns reviewers to submissions; the lists, queues and figures all refresh. */
export function useAssignReviewers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignReviewersInput) =>
      apiRequest<{ assigned: number; updated: number }>('/api/admin/assignments', {
        body: input,
      }),
    onSuccess: async ({ assigned, updated }) => {
      notify.success('Reviewers Assigned', assignedText(assigned, updated));
      await queryClient.invalidateQueries({ queryKey: evaluationKeys.admin });
    },
  });
}
