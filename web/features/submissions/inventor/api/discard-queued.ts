import { useMutation } from '@tanstack/react-query';
import type { SubmissionRecord } from '#common/submissions';
import { notify } from '#web/lib/notify';
import { discardQueued } from '../lib/retry-queue';

/** Takes an idea that never reached the server off this device (spec 02 §4 "Retry queue"). */
export function useDiscardQueued() {
  return useMutation({
    mutationFn: (record: SubmissionRecord) => discardQueued(record.id),
    networkMode: 'always',
    onSuccess: (_, record) =>
      notify.success(
        'Stored Submission Discarded',
        `"${record.ideaTitle}" was removed from this device.`,
      ),
  });
}
