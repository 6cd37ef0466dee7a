import { queryOptions } from '@tanstack/react-query';
import { ownUnreadContract } from '#common/contracts/conversation';
import { staffContract } from '#common/contracts/users';
import { callApi } from '#web/lib/api';
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
      (await callApi(staffContract, { query: { submissionId }, signal })).staff,
    staleTime: 5 * 60_000,
  });
