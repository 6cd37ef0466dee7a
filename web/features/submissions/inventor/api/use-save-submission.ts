import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '#web/lib/api';
import { notify, toastDurations } from '#web/lib/notify';
import type { SubmissionFormValues } from '../components/submission-schema';
import { useAttachmentQuestion } from '../hooks/use-attachment-question';
import { useQueueRun } from '../hooks/use-retry-queue';
import { submissionTexts } from '../lib/submission-texts';
import {
  saveSubmission,
  type SaveProgress,
  type SaveSubmissionOutcome,
  type SaveSubmissionRequest,
} from './save-submission';
import { submissionKeys } from './submissions';

export function progressText(progress: SaveProgress): string {
  switch (progress.step) {
    case 'checking':
      return 'Checking connection...';
    case 'uploading':
      if (progress.files > 1)
        return progress.attempt === 1
          ? `Uploading ${progress.files} attachments...`
          : `Retrying the uploads (attempt ${progress.attempt} of ${progress.attempts})...`;
      return progress.attempt === 1
        ? 'Uploading attachment...'
        : `Retrying the upload (attempt ${progress.attempt} of ${progress.attempts})...`;
    case 'saving':
      return 'Saving...';
  }
}

/**
 * The fields the form shows, and every fact and inventor ('facts.funding.0.name' lands on the
 * first funder's name, 'inventors.coInventors.1.email' on the second co-inventor's address); a
 * refusal of any other goes above them.
 */
const shownFields = [
  'ideaTitle',
  'ideaDescription',
  'attachments',
  'phiAttestation',
] as const satisfies readonly (keyof SubmissionFormValues)[];

/** The request's names of fields the form shows under its own name. */
const requestFields: Record<string, (typeof shownFields)[number]> = {
  attachmentIds: 'attachments',
  attachmentId: 'attachments',
};

/**
 * A refused save, thrown to the form: on its field with the text alone, or above the fields
 * with its title, since a modal dialog hides the toasts from screen readers.
 */
function refusal(outcome: Extract<SaveSubmissionOutcome, { kind: 'invalid' | 'failed' }>) {
  // The form's fields are the request's: a field the server names is the form's own.
  const named = outcome.field ? (requestFields[outcome.field] ?? outcome.field) : null;
  const field =
    shownFields.find((name) => name === named) ??
    (outcome.field && /^(facts|inventors)\./.test(outcome.field) ? outcome.field : null);
  const text = field ? outcome.message : `${outcome.title}: ${outcome.message}`;
  return new ApiRequestError(400, outcome.kind, text, null, field);
}

/** The toasts after a save that went through (success toasts stay 8 s, spec 02 §9). */
function report(outcome: SaveSubmissionOutcome) {
  if (outcome.kind === 'queued') {
    const { title, message } = submissionTexts.storedLocally;
    notify.info(title, outcome.attachmentNote ? `${message} ${outcome.attachmentNote}` : message, {
      duration: toastDurations.success,
    });
  } else if (outcome.kind === 'saved') {
    const text =
      outcome.action === 'updated'
        ? submissionTexts.draftUpdated
        : outcome.intent === 'draft'
          ? submissionTexts.draftSaved
          : submissionTexts.submitted;
    notify.success(text.title, text.message);
    if (outcome.attachmentNote)
      notify.info(submissionTexts.attachmentNotSaved, outcome.attachmentNote);
  }
}

/**
 * Saves a submission from the dialog (spec 02 §4 "Save flow"): the flow of saveSubmission, with
 * a question when files cannot be uploaded, a
 * status line and the toasts. A refusal is thrown to the form. Render `dialog` in the form.
 */
export function useSaveSubmission(userId: string | null | undefined) {
  const queryClient = useQueryClient();
  const runQueue = useQueueRun(userId);
  const { dialog, askAboutAttachment } = useAttachmentQuestion();
  const [progress, setProgress] = useState<string | null>(null);

  const mutation = useMutation({
    networkMode: 'always',
    mutationFn: async (request: SaveSubmissionRequest) => {
      const outcome = await saveSubmission(request, {
        askAboutAttachment,
        onConnectionWarning: () =>
          notify.info(
            submissionTexts.connectionWarning.title,
            submissionTexts.connectionWarning.message,
          ),
        onProgress: (step) => setProgress(progressText(step)),
      }).finally(() => setProgress(null));
      if (outcome.kind === 'invalid' || outcome.kind === 'failed') throw refusal(outcome);
      return outcome;
    },
    onSuccess: async (outcome) => {
      report(outcome);
      if (outcome.kind !== 'saved') return;
      await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      // The server answers again: anything still waiting in the queue goes now too.
      if (outcome.intent === 'submit') void runQueue();
    },
  });

  return { save: mutation, progress, dialog };
}
