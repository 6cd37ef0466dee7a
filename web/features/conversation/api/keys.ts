import type { Viewpoint } from '#common/access';
import { submissionApiPath } from '#web/lib/audience';

export const conversationKeys = {
  all: ['conversation'] as const,
  thread: (audience: Viewpoint, submissionId: string) =>
    [...conversationKeys.all, 'thread', audience, submissionId] as const,
  ownUnread: () => [...conversationKeys.all, 'own-unread'] as const,
  staff: (submissionId: string) => [...conversationKeys.all, 'staff', submissionId] as const,
};

/** The API path of a conversation, for each audience. */
export const threadPath = (audience: Viewpoint, submissionId: string) =>
  `${submissionApiPath(audience, submissionId)}/messages`;
