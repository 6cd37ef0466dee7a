import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { eventsContract } from '#common/contracts/events';
import { apiPath } from '#web/lib/api';
import { conversationKeys } from '../api/keys';

/** Without a working stream, conversations are fetched again this often. */
const FALLBACK_REFRESH_MS = 10_000;
/** A stream the browser gave up on (refused, or the server away) is tried again after this. */
const REOPEN_MS = 30_000;

/**
 * Keeps conversations current while the page is open: the server's event stream says which
 * conversation changed and what is shown of it is fetched again. `onChange` refreshes what
 * else shows conversations (the lists). While no stream is open, everything is fetched every
 * few seconds instead; once one opens again, what was said meanwhile is fetched at once.
 */
export function useConversationEvents(onChange?: () => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const changed = () => {
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      onChange?.();
    };
    let events: EventSource | undefined;
    let polling: number | undefined;
    let reopening: number | undefined;
    let missed = false;
    const poll = () => {
      missed = true;
      polling ??= window.setInterval(changed, FALLBACK_REFRESH_MS);
    };
    const open = () => {
      events = new EventSource(apiPath(eventsContract));
      events.addEventListener('conversation', changed);
      events.addEventListener('open', () => {
        window.clearInterval(polling);
        polling = undefined;
        if (missed) changed();
        missed = false;
      });
      events.addEventListener('error', () => {
        poll();
        if (events?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        events.close();
        reopening = window.setTimeout(open, REOPEN_MS);
      });
    };
    if (typeof EventSource === 'undefined') poll();
    else open();
    return () => {
      events?.close();
      window.clearInterval(polling);
      window.clearTimeout(reopening);
    };
  }, [queryClient, onChange]);
}
