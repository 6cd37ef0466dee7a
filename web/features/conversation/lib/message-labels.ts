import type { MessageRecord } from '#common/conversation';

/** Who wrote a message, as the thread names them. */
export function authorLabel(message: MessageRecord): string {
  if (message.mine) return 'You';
  return message.authorRole === 'staff'
    ? `${message.authorName} (Staff)`
    : `${message.authorName} (Inventor)`;
}

/** What kind of message it is, when it is more than a message. */
export function kindLabel(kind: string): string | null {
  if (kind === 'request') return 'Request for more information';
  if (kind === 'note') return 'Internal note';
  return null;
}
