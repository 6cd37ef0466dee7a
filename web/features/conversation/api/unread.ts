import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { listedStaffSchema } from '#common/conversation';
import { ownUnreadContract } from '#common/contracts/conversation';
import { apiRequest, callApi } from '#web/lib/api';
import { conversationKeys } from './keys';

/** The submitter's unread messages, per sent idea and in all. */
export const ownUnreadQueryOptions = queryOptions({
  queryKey: conversationKeys.ownUnread(),
  queryFn: ({ signal }) => callApi(ownUnreadContract, { signal }),
});

/** Staff who can be mentioned in an internal note on the submission: those who can read it. */
export const staffQueryOptions = (submissionId: string) =>
  queryOptions({
    queryKey: conversationKeys.staff(submissionId),
    queryFn: async ({ signal }) =>
      z
        .object({ staff: z.array(listedStaffSchema) })
        .parse(
          await apiRequest<unknown>(
            `/api/admin/staff?submissionId=${encodeURIComponent(submissionId)}`,
            { signal },
          ),
        ).staff,
    staleTime: 5 * 60_000,
  });
