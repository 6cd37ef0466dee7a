import type { Viewpoint } from '#common/access';

export const conversationKeys = {
  all: ['conversation'] as const,
  thread: (audience: Viewpoint, submissionId: string) =>
    [...conversationKeys.all, 'thread', audience, submissionId] as const,
  ownUnread: () => [...conversationKeys.all, 'own-unread'] as const,
  staff: (submissionId: string) => [...conversationKeys.all, 'staff', submissionId] as const,
};
