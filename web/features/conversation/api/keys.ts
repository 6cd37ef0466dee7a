import { submissionApiPath, type Audience } from '#web/lib/audience';

export const conversationKeys = {
  all: ['conversation'] as const,
  thread: (audience: Audience, submissionId: string) =>
    [...conversationKeys.all, 'thread', audience, submissionId] as const,
  ownUnread: () => [...conversationKeys.all, 'own-unread'] as const,
  staff: (submissionId: string) => [...conversationKeys.all, 'staff', submissionId] as const,
};

/** The API path of a conversation, for each audience. */
export const threadPath = (audience: Audience, submissionId: string) =>
  `${submissionApiPath(audience, submissionId)}/messages`;
