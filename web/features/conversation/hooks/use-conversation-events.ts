import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationKeys } from '../api/keys';

/**
 * Keeps conversations current while the page is open: the server's event stream says which
 * conversation changed and what is shown of it is fetched again. `onChange` refreshes what
 * else shows conversations (the staff list). The browser reconnects a dropped stream itself;
 * without one, the threads' own periodic refresh still brings new messages.
 */
export function useConversationEvents(onChange?: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const events = new EventSource('/api/events');
    const changed = () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      onChange?.();
    };
    events.addEventListener('conversation', changed);
    return () => {
      events.removeEventListener('conversation', changed);
      events.close();
    };
  }, [queryClient, onChange]);
}
