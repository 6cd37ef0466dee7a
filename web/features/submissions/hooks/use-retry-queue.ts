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

/** One run of this user's queue, reported to the user; the list is read again after deliveries. */
export function useQueueRun(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<QueueRunResult<SubmissionRecord> | null> => {
    if (!userId) return null;
    const result = await queueRunnerFor(userId).request();
    report(result);
    if (result.status === 'ran' && result.delivered.length > 0) {
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    }
    return result;
  }, [queryClient, userId]);
}

/**
 * Runs the retry queue for the signed-in user (spec 02 §2, §4): when the dashboard loads and
 * whenever the browser comes back online.
 */
export function useRetryQueue(userId: string | null | undefined) {
  const run = useQueueRun(userId);
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
