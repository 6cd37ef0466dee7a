import { useCallback } from 'react';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import type { AttachmentQuestion } from '../api/save-submission';

type AttachmentAnswer = 'without' | 'later';

/**
 * The question asked when files cannot be uploaded (spec 02 §4 "Submit flow with attachment"):
 * go on without them, or keep the idea and them on this device to send later. One file is asked
 * about in the spec's words; several by name. Render `dialog`.
 */
export function useAttachmentQuestion() {
  const { dialog, ask } = useConfirm<AttachmentAnswer>();

  const askAboutAttachment = useCallback(
    ({ failure, canKeepLocally, keepLocallyProblem, fileNames }: AttachmentQuestion) => {
      const one = fileNames.length === 1;
      const names = fileNames.map((name) => `"${name}"`).join(', ');
      return ask({
        title: one ? 'Attachment Upload Failed' : 'Attachment Uploads Failed',
        description: `${names} could not be uploaded. ${[failure.message, failure.hint]
          .filter(Boolean)
          .join(' ')}`,
        details: (
          <>
            <p>
              {one
                ? 'Do you want to continue without the attachment?'
                : 'Do you want to continue without these attachments?'}
            </p>
            {canKeepLocally && (
              <p className="mt-2">
                {one
                  ? 'Or keep your idea and the file on this device, and send both automatically when the connection is back.'
                  : 'Or keep your idea and the files on this device, and send them automatically when the connection is back.'}
              </p>
            )}
            {keepLocallyProblem && (
              <p className="mt-2">
                {one ? 'The file cannot' : 'Some files cannot'} be kept on this device to send
                later: {keepLocallyProblem}.
              </p>
            )}
          </>
        ),
        actions: [
          ...(canKeepLocally
            ? [
                {
                  value: 'later' as const,
                  label: one ? 'Send Later with Attachment' : 'Send Later with Attachments',
                  variant: 'outline' as const,
                },
              ]
            : []),
          {
            value: 'without',
            label: one ? 'Continue without Attachment' : 'Continue without These Attachments',
          },
        ],
      });
    },
    [ask],
  );

  return { dialog, askAboutAttachment };
}
