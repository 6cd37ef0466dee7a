import { useMemo, useSyncExternalStore } from 'react';
import { queueSnapshot, subscribeToQueue } from '../lib/queue-browser';
import { parseQueue, type PendingSubmission } from '../lib/retry-queue';

/** This user's ideas waiting in the browser's retry queue; follows every change, in any tab. */
export function useQueuedSubmissions(userId: string | null | undefined): PendingSubmission[] {
  const raw = useSyncExternalStore(subscribeToQueue, queueSnapshot, () => null);
  return useMemo(
    () => (userId ? parseQueue(raw).filter((item) => item.user_id === userId) : []),
    [raw, userId],
  );
}
