// What other domains use of conversation: they import it from here, never from its files.
export { hasUnread, unreadCount } from './reads';
