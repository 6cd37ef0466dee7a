import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  messageResponseSchema,
  threadResponseSchema,
  type MessageRecord,
  type StaffMessageInput,
} from '#common/conversation';
import { apiRequest } from '#web/lib/api';
import type { Audience } from '#web/lib/audience';
import { conversationKeys, threadPath } from './keys';

// An open thread is also fetched this often: a stream a proxy holds back looks open but says
// nothing, and an event sent while the server's listener reconnects is lost.
const SAFETY_REFRESH_MS = 60_000;

export const threadQueryOptions = (audience: Audience, submissionId: string) =>
  queryOptions({
    queryKey: conversationKeys.thread(audience, submissionId),
    queryFn: async ({ signal }) =>
      threadResponseSchema.parse(
        await apiRequest<unknown>(threadPath(audience, submissionId), { signal }),
      ),
    refetchInterval: SAFETY_REFRESH_MS,
  });

/**
 * Sends a message (or, for staff, a request or an internal note) and refreshes the thread. The
 * id is made once per message being written: a retried send is the same message.
 */
export function usePostMessage(audience: Audience, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: StaffMessageInput): Promise<MessageRecord> =>
      messageResponseSchema.parse(
        await apiRequest<unknown>(threadPath(audience, submissionId), {
          method: 'POST',
          body: message,
        }),
      ).message,
    onSettled: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

/** Marks the thread read up to the newest message shown; quietly, as a reader would expect. */
export function useMarkRead(audience: Audience, submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lastSeenId: string) =>
      apiRequest<unknown>(`${threadPath(audience, submissionId)}/read`, {
        method: 'POST',
        body: { lastSeenId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
