// An idea's conversation between its inventor and staff: one panel for both.
export { ownUnreadQueryOptions } from './api/unread';
export { ConversationPanel } from './components/conversation-panel';
export { useConversationEvents } from './hooks/use-conversation-events';
