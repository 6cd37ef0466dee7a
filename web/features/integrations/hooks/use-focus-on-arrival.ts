import { useEffect, useRef, type RefObject } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/**
 * When the page was opened at `#id` (the mail that says an endpoint was turned off links to
 * /admin/settings#webhooks), brings that section's heading into view and focus, once. The
 * browser cannot: the section appears only when its data has come, and the cards above it,
 * still loading, would push it away again; so it waits until nothing is loading.
 */
export function useFocusOnArrival(id: string, heading: RefObject<HTMLElement | null>) {
  const { hash } = useLocation();
  const loading = useIsFetching();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || loading > 0 || hash !== `#${id}`) return;
    done.current = true;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, [hash, id, loading, heading]);
}
