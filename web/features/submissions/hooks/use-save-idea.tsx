import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { notify, toastDurations } from '#web/lib/notify';
import { uploadAttachment } from '../api/attachments';
import { checkConnection } from '../api/health';
import { createSubmission, submissionKeys, submitDraft, updateDraft } from '../api/submissions';
import { ideaMessages } from '../lib/messages';
import { queueLocally } from '../lib/queue-browser';
import {
  saveIdea,
  type AttachmentQuestion,
  type SaveIdeaOutcome,
  type SaveIdeaRequest,
  type SaveProgress,
} from '../lib/save-idea';
import { useQueueRun } from './use-retry-queue';

export function progressText(progress: SaveProgress): string {
  switch (progress.step) {
    case 'checking':
      return 'Checking connection...';
    case 'uploading':
      return progress.attempt === 1
        ? 'Uploading attachment...'
        : `Retrying the upload (attempt ${progress.attempt} of ${progress.attempts})...`;
    case 'saving':
      return 'Saving...';
  }
}

/** The toasts after a save (success toasts stay 8 s, spec 02 §9). */
function report(outcome: SaveIdeaOutcome) {
  switch (outcome.kind) {
    case 'invalid':
    case 'failed':
      notify.error(outcome.title, outcome.message);
      return;
    case 'cancelled':
      return;
    case 'queued': {
      const { title, message } = ideaMessages.storedLocally;
      notify.info(
        title,
        outcome.attachmentNote ? `${message} ${outcome.attachmentNote}` : message,
        { duration: toastDurations.success },
      );
      return;
    }
    case 'saved': {
      const text =
        outcome.action === 'updated'
          ? ideaMessages.draftUpdated
          : outcome.intent === 'draft'
            ? ideaMessages.draftSaved
            : ideaMessages.submitted;
      notify.success(text.title, text.message);
      if (outcome.attachmentNote)
        notify.info(ideaMessages.attachmentNotSaved, outcome.attachmentNote);
    }
  }
}

type AttachmentAnswer = 'without' | 'later';

/**
 * Saving an idea from the dialog: the flow of saveIdea with the real API, the browser's queue,
 * a question when the attachment cannot be uploaded, a status line and the toasts. Render
 * `confirmDialog` inside the idea dialog.
 */
export function useSaveIdea(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const runQueue = useQueueRun(userId);
  const { dialog: confirmDialog, ask } = useConfirm<AttachmentAnswer>();
  const [progress, setProgress] = useState<string | null>(null);

  const askAboutAttachment = useCallback(
    async (question: AttachmentQuestion) => {
      const { failure, canKeepLocally, keepLocallyProblem, fileName } = question;
      const answer = await ask({
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
      });
      return answer;
    },
    [ask],
  );

  const save = useCallback(
    async (request: SaveIdeaRequest): Promise<SaveIdeaOutcome> => {
      let outcome: SaveIdeaOutcome;
      try {
        outcome = await saveIdea(request, {
          checkConnection: () => checkConnection(),
          upload: (file, signal) => uploadAttachment(file, file.name, signal),
          create: createSubmission,
          update: updateDraft,
          submitDraft,
          queue: queueLocally,
          askAboutAttachment,
          onConnectionWarning: () =>
            notify.info(
              ideaMessages.connectionWarning.title,
              ideaMessages.connectionWarning.message,
            ),
          onProgress: (step) => setProgress(progressText(step)),
        });
      } catch (error) {
        console.error('Saving the idea failed', error);
        outcome = {
          kind: 'failed',
          title:
            request.intent === 'draft' ? ideaMessages.draftSaveFailed : ideaMessages.submitFailed,
          message: ideaMessages.unexpected,
        };
      } finally {
        setProgress(null);
      }
      report(outcome);
      if (outcome.kind === 'saved') {
        await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
        // The server answers again: anything still waiting in the queue goes now too.
        if (outcome.intent === 'submit') void runQueue();
      }
      return outcome;
    },
    [askAboutAttachment, queryClient, runQueue],
  );

  return { save, progress, confirmDialog };
}
