import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionRecord } from '../../../../common/submissions';
import { notify } from '../../../lib/notify';
import { submissionKeys } from '../api/submissions';
import { ideaMessages } from '../lib/messages';
import { queueRunnerFor, resetQueued } from '../lib/queue-browser';
import type { QueueRunResult } from '../lib/retry-queue';

/** Tells the user what a run did. */
function report(result: QueueRunResult<SubmissionRecord>) {
  if (result.status !== 'ran') return;
  const { delivered, exhausted } = result;
  if (delivered.length > 0) {
    notify.success(
      ideaMessages.queueDeliveredTitle,
      ideaMessages.queueDelivered(delivered.length, delivered[0]!.item.idea_title),
    );
  }
  for (const item of exhausted) {
    notify.error(ideaMessages.queueGaveUp.title, ideaMessages.queueGaveUp.message(item.idea_title));
  }
}

/**
 * Asks for a run of this user's queue. What it did is reported by useRetryQueue, once per run,
 * whoever asked.
 */
export function useQueueRun(userId: string | null | undefined) {
  return useCallback(
    async (): Promise<QueueRunResult<SubmissionRecord> | null> =>
      userId ? queueRunnerFor(userId).request() : null,
    [userId],
  );
}

/**
 * Runs the retry queue for the signed-in user (spec 02 §2, §4): when the dashboard loads and
 * whenever the browser comes back online. Tells the user what each run did, and reads the list
 * again after deliveries.
 */
export function useRetryQueue(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const run = useQueueRun(userId);
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
        notify.error(ideaMessages.stillOffline.title, ideaMessages.stillOffline.message);
      }
      return result;
    },
    [run],
  );
}
