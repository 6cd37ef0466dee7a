import { useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

// A sign-out empties the session before the page it started on has gone: the router commits
// the way home in a transition, and a session check may answer "nobody" while the server is
// still ending the session. A guard that heard either would send the person to sign in, and
// that navigation would win over the way home. So the page a sign-out starts on is marked,
// by its history entry: its guards wait, while any later visit to a guarded page is guarded
// as usual.
let leavingEntry: string | null = null;
const listeners = new Set<() => void>();

function setLeavingEntry(key: string | null): void {
  if (leavingEntry === key) return;
  leavingEntry = key;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the page a sign-out starts on; `failed` takes the mark back when it did not happen. */
export function useMarkSigningOut(): { started: () => void; failed: () => void } {
  const { key } = useLocation();
  return useMemo(
    () => ({ started: () => setLeavingEntry(key), failed: () => setLeavingEntry(null) }),
    [key],
  );
}

/** True on the page a sign-out started on, from its start until that page has gone. */
export function useSigningOutHere(): boolean {
  const { key } = useLocation();
  const entry = useSyncExternalStore(
    subscribe,
    () => leavingEntry,
    () => null,
  );
  return entry === key;
}
