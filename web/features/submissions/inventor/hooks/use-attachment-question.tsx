import { useCallback } from 'react';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import type { AttachmentQuestion } from '../api/save-submission';

type AttachmentAnswer = 'without' | 'later';

/**
 * The question asked when the attachment cannot be uploaded (spec 02 §4 "Submit flow with
 * attachment"): go on without it, or keep both on this device to send later. Render `dialog`.
 */
export function useAttachmentQuestion() {
  const { dialog, ask } = useConfirm<AttachmentAnswer>();

  const askAboutAttachment = useCallback(
    ({ failure, canKeepLocally, keepLocallyProblem, fileName }: AttachmentQuestion) =>
      ask({
        title: 'Attachment Upload Failed',
        description: `"${fileName}" could not be uploaded. ${[failure.message, failure.hint]
          .filter(Boolean)
          .join(' ')}`,
        details: (
          <>
            <p>Do you want to continue without the attachment?</p>
            {canKeepLocally && (
              <p className="mt-2">
                Or keep your idea and the file on this device, and send both automatically when the
                connection is back.
              </p>
            )}
            {keepLocallyProblem && (
              <p className="mt-2">
                The file cannot be kept on this device to send later: {keepLocallyProblem}.
              </p>
            )}
          </>
        ),
        actions: [
          ...(canKeepLocally
            ? [
                {
                  value: 'later' as const,
                  label: 'Send Later with Attachment',
                  variant: 'outline' as const,
                },
              ]
            : []),
          { value: 'without', label: 'Continue without Attachment' },
        ],
      }),
    [ask],
  );

  return { dialog, askAboutAttachment };
}
