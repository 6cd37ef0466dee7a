import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { threadContracts } from '#common/contracts/conversation';
import type { MessageRecord, StaffMessageInput } from '#common/conversation';
import { callApi } from '#web/lib/api';
import type { Viewpoint } from '#common/access';
import { conversationKeys } from './keys';

// An open thread is also fetched this often: a stream a proxy holds back looks open but says
// nothing, and an event sent while the server's listener reconnects is lost.
const SAFETY_REFRESH_MS = 60_000;

export const threadQueryOptions = (audience: Viewpoint, submissionId: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(audience, submissionId),
    queryFn: ({ signal }) =>
      callApi(threadContracts[audience].read, { params: { id: submissionId }, signal }),
    refetchInterval: SAFETY_REFRESH_MS,
  });

/**
 * Sends a message (or, for staff, a request or an internal note) and refreshes the thread. The
 * id is made once per message being written: a retried send is the same message.
 */
export function usePostMessage(audience: Viewpoint, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: StaffMessageInput): Promise<MessageRecord> =>
      (
        await callApi(threadContracts[audience].post, {
          params: { id: submissionId },
          body: message,
        })
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** Marks the thread read up to the newest message shown; quietly, as a reader would expect. */
export function useMarkRead(audience: Viewpoint, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastSeenId: string) =>
      callApi(threadContracts[audience].markRead, {
        params: { id: submissionId },
        body: { lastSeenId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
