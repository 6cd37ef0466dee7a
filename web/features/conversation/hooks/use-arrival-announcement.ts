import { useEffect, useRef, useState } from 'react';
import type { MessageRecord } from '#common/conversation';
import { arrivalAnnouncement } from '../lib/message-labels';

/**
 * What a screen reader should hear when messages from others arrive while the thread is open:
 * who wrote. The thread as first drawn is not announced.
 */
export function useArrivalAnnouncement(messages: MessageRecord[] | undefined): string {
  const known = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    const seen = known.current;
    known.current = new Set(messages.map((message) => message.id));
    if (!seen) return;
    const arrived = messages.filter((message) => !message.mine && !seen.has(message.id));
    if (arrived.length > 0) setAnnouncement(arrivalAnnouncement(arrived));
  }, [messages]);
  return announcement;
}
