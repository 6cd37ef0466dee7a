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

/** What is announced when messages from others arrive on an open thread. */
export function arrivalAnnouncement(arrived: MessageRecord[]): string {
  const [first] = arrived;
  if (!first) return '';
  const what = first.kind === 'note' ? 'internal note' : 'message';
  return arrived.length === 1
    ? `New ${what} from ${authorLabel(first)}.`
    : `${arrived.length} new messages.`;
}
