import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '#web/lib/notify';
import { connectionQueryOptions } from '../api/health';
import { submissionKeys } from '../api/submissions';
import { submissionTexts } from '../lib/submission-texts';
import {
  healthRecheckInterval,
  parseQueue,
  queueRunnerFor,
  queueSnapshot,
  reconnected,
  resetQueued,
  subscribeToQueue,
  type PendingSubmission,
  type QueueRunResult,
} from '../lib/retry-queue';

/** This user's ideas waiting in the browser's retry queue; follows every change, in any tab. */
export function useQueuedSubmissions(userId: string | null | undefined): PendingSubmission[] {
  const raw = useSyncExternalStore(subscribeToQueue, queueSnapshot, () => null);
  return useMemo(
    () => (userId ? parseQueue(raw).filter((item) => item.user_id === userId) : []),
    [raw, userId],
  );
}

/** Tells the user what a run did. */
function report(result: QueueRunResult) {
  if (result.status !== 'ran') return;
  const { delivered, exhausted } = result;
  if (delivered.length > 0) {
    notify.success(
      submissionTexts.queueDeliveredTitle,
      submissionTexts.queueDelivered(delivered.length, delivered[0]!.item.idea_title),
    );
  }
  // What the item noted while waiting (a file too large to keep, one the server dropped) is
  // the last the user hears of it: the sent idea has no trace of the missing file.
  for (const { item } of delivered) {
    if (item.attachment_error) {
      notify.info(
        submissionTexts.attachmentNotSaved,
        submissionTexts.queueSentWithoutAttachment(item.idea_title, item.attachment_error),
      );
    }
  }
  for (const item of exhausted) {
    notify.error(
      submissionTexts.queueGaveUp.title,
      submissionTexts.queueGaveUp.message(item.idea_title),
    );
  }
}

/**
 * Asks for a run of this user's queue. What it did is reported by useRetryQueue, once per run,
 * whoever asked.
 */
export function useQueueRun(userId: string | null | undefined) {
  return useCallback(
    async (): Promise<QueueRunResult | null> => (userId ? queueRunnerFor(userId).request() : null),
    [userId],
  );
}

/**
 * Runs the retry queue for the signed-in user (spec 02 §2, §4): when the dashboard loads,
 * whenever the browser comes back online, and when the server answers its health check again
 * after it did not. While items are due the server is asked every 30 s, so a server that was
 * down while the network stayed up is noticed too. Tells the user what each run did, and reads
 * the list again after deliveries.
 */
export function useRetryQueue(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const run = useQueueRun(userId);
  const queued = useQueuedSubmissions(userId);
  // The same query as My Submissions' connection indicator: a change seen there counts here.
  const { data: connected } = useQuery({
    ...connectionQueryOptions,
    enabled: Boolean(userId),
    refetchInterval: userId ? healthRecheckInterval(queued, userId) : false,
  });
  const previous = useRef(connected);

  useEffect(() => {
    if (!userId) return;
    return queueRunnerFor(userId).subscribe((result) => {
      report(result);
      if (result.status === 'ran' && result.delivered.length > 0) {
        void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      }
    });
  }, [queryClient, userId]);
  useEffect(() => {
    if (reconnected(previous.current, connected)) void run();
    previous.current = connected;
  }, [connected, run]);
  useEffect(() => {
    if (!userId) return;
    void run();
    const onOnline = () => void run();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [run, userId]);
}

/** 'Send Now' for a stored idea: tried again from the start (its failure count reset). */
export function useSendQueuedNow(userId: string | null | undefined) {
  const run = useQueueRun(userId);
  return useCallback(
    async (id: string) => {
      resetQueued(id);
      const result = await run();
      if (result?.status === 'skipped' && result.reason === 'offline') {
        notify.error(submissionTexts.stillOffline.title, submissionTexts.stillOffline.message);
      }
      return result;
    },
    [run],
  );
}
