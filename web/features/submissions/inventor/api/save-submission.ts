import type { UploadedAttachment } from '#common/attachments';
import {
  submissionMessages,
  type CreateSubmissionInput,
  type SubmissionRecord,
  type UpdateDraftInput,
} from '#common/submissions';
import { isApiRequestError } from '#web/lib/api';
import { isTimeoutError, systemClock, withTimeout, type Clock } from '#web/lib/clock';
import { failureTexts } from '../lib/failure-texts';
import { submissionTexts } from '../lib/submission-texts';
import { fitsLocalStorage, type NewPendingSubmission, type PendingSubmission } from '../lib/retry-queue';
import {
  classifyUploadError,
  type UploadOutcome,
  uploadRetryPolicy,
  uploadWithRetry,
  type UploadFailure,
  type UploadPolicy,
} from '../lib/upload-retry';

/** Who is saving: from the session; the server stamps its own copy on the submission. */
export interface Submitter {
  userId: string;
  email: string | null;
  fullName: string | null;
  jobTitle: string | null;
  agreementId: string | null;
  agreementSigned: boolean;
}

/** What happens to the attachment. */
export type AttachmentChoice =
  | { kind: 'none' }
  /** The loaded draft's attachment stays as it is. */
  | { kind: 'keep' }
  /** The loaded draft's attachment is taken off. */
  | { kind: 'remove' }
  /**
   * A chosen file, uploaded as soon as it is chosen: `uploaded` once it arrived, `refused` when
   * the server refused it for what it is (sending it again would be refused too).
   */
  | { kind: 'file'; file: File; uploaded?: UploadedAttachment; refused?: unknown };

/**
 * A new idea (its id made once, when the dialog opened) or a loaded draft. `autosaved` marks
 * the draft the dialog's autosave made of a new idea: saving it still reads as a first save.
 */
export type SubmissionTarget =
  | { kind: 'new'; id: string; resubmittedFrom: string | null }
  | { kind: 'draft'; draft: SubmissionRecord; autosaved?: boolean };

export interface SaveSubmissionRequest {
  intent: 'draft' | 'submit';
  target: SubmissionTarget;
  title: string;
  description: string;
  attachment: AttachmentChoice;
  submitter: Submitter;
}

/** The user's answer when the attachment could not be uploaded. */
export type AttachmentDecision = 'without' | 'later' | 'cancel';

export interface AttachmentQuestion {
  fileName: string;
  failure: UploadFailure;
  /** Whether the idea may wait on this device with its file, to be sent later. */
  canKeepLocally: boolean;
  /** Why it may not, when the file is the reason ('File too large for temporary storage'). */
  keepLocallyProblem: string | null;
}

export interface SaveSubmissionDeps {
  checkConnection(): Promise<boolean>;
  upload(file: File, signal: AbortSignal): Promise<UploadedAttachment>;
  create(body: CreateSubmissionInput, signal: AbortSignal): Promise<SubmissionRecord>;
  update(id: string, body: UpdateDraftInput): Promise<SubmissionRecord>;
  submitDraft(id: string): Promise<SubmissionRecord>;
  /** Keeps the idea (and a small file) in the browser's retry queue; returns the queued item. */
  queue(input: NewPendingSubmission, file: File | null): Promise<PendingSubmission>;
  askAboutAttachment(question: AttachmentQuestion): Promise<AttachmentDecision>;
  /** The connection check before sending failed: only a warning (spec 02 §4). */
  onConnectionWarning?(): void;
  /** What is happening now, for a status line. */
  onProgress?(step: SaveProgress): void;
  clock?: Clock;
  uploadPolicy?: UploadPolicy;
  createTimeoutMs?: number;
}

export type SaveProgress =
  | { step: 'checking' }
  | { step: 'uploading'; attempt: number; attempts: number }
  | { step: 'saving' };

export type SaveSubmissionOutcome =
  | {
      kind: 'invalid';
      title: string;
      message: string;
      field: 'title' | 'description' | 'agreement';
    }
  | {
      kind: 'saved';
      intent: 'draft' | 'submit';
      /** 'created' for a new draft or idea; 'updated' / 'submitted' for a loaded draft. */
      action: 'created' | 'updated' | 'submitted';
      submission: SubmissionRecord;
      /** Why the chosen file is not attached, when it is not. */
      attachmentNote: string | null;
    }
  | {
      kind: 'queued';
      item: PendingSubmission;
      /** Why the chosen file will not go with the idea, when it will not. */
      attachmentNote: string | null;
    }
  | {
      kind: 'failed';
      title: string;
      message: string;
      /** The request field the refusal is about, when the server (or the upload) named one. */
      field?: string | null;
    }
  | { kind: 'cancelled' };

/** The values trimmed, and whether they may be saved this way (spec 02 §5 "Idea"). */
export function validateSubmission(request: SaveSubmissionRequest): SaveSubmissionOutcome | null {
  const title = request.title.trim();
  const description = request.description.trim();
  const needsAgreement = !(request.intent === 'draft' && request.target.kind === 'draft');
  if (needsAgreement && !request.submitter.agreementSigned) {
    const { title: heading, message } = submissionMessages.agreementRequired;
    return { kind: 'invalid', title: heading, message, field: 'agreement' };
  }
  if (request.intent === 'draft') {
    if (!title) {
      const { title: heading, message } = submissionMessages.titleRequired;
      return { kind: 'invalid', title: heading, message, field: 'title' };
    }
    return null;
  }
  if (!title || !description) {
    const { title: heading, message } = submissionMessages.missingInformation;
    return { kind: 'invalid', title: heading, message, field: title ? 'description' : 'title' };
  }
  return null;
}

/** A failure worth queueing for: the server was not reached, did not answer, or failed itself. */
export function isTransientFailure(error: unknown): boolean {
  if (isTimeoutError(error)) return true;
  // An answer the page cannot read is asked for again, under the same id, like any fault.
  if (!isApiRequestError(error) || error.code === 'invalid_response') return true;
  return error.status === 0 || error.status >= 500;
}

const refused = (error: unknown, intent: 'draft' | 'submit'): SaveSubmissionOutcome => ({
  kind: 'failed',
  ...failureTexts(error, intent),
  ...(isApiRequestError(error) && error.field ? { field: error.field } : {}),
});

const noteFor = (failure: UploadFailure) =>
  [failure.message, failure.hint].filter(Boolean).join(' ');

/**
 * Saves an idea (spec 02 §4 "Save flow", "Submit flow with attachment"): checks it, uploads
 * the attachment with retries, then creates or updates it. A sent idea the server cannot be
 * reached for is kept in the browser's queue under its own id; a draft is never queued.
 */
export async function saveSubmission(
  request: SaveSubmissionRequest,
  deps: SaveSubmissionDeps,
): Promise<SaveSubmissionOutcome> {
  const invalid = validateSubmission(request);
  if (invalid) return invalid;
  const clock = deps.clock ?? systemClock;
  const title = request.title.trim();
  const description = request.description.trim();
  const { intent, target, submitter } = request;
  const isNewSubmission = intent === 'submit' && target.kind === 'new';

  if (intent === 'submit') {
    deps.onProgress?.({ step: 'checking' });
    const connected = await deps.checkConnection().catch(() => false);
    if (!connected) deps.onConnectionWarning?.();
  }

  // The attachment first: a submission never points at a file the server does not have.
  let uploaded: UploadedAttachment | null = null;
  let attachmentNote: string | null = null;
  let keepFileLocally = false;
  /** The chosen file the idea goes without, after its upload failed. */
  let leftBehind: File | null = null;
  const choice = request.attachment;
  if (choice.kind === 'file' && choice.uploaded) {
    uploaded = choice.uploaded;
  } else if (choice.kind === 'file') {
    const policy = deps.uploadPolicy ?? uploadRetryPolicy;
    const outcome: UploadOutcome<UploadedAttachment> = choice.refused
      ? { ok: false, failure: classifyUploadError(choice.refused), attempts: 0 }
      : await uploadWithRetry((signal) => deps.upload(choice.file, signal), {
          clock,
          policy,
          onAttempt: (attempt) =>
            deps.onProgress?.({ step: 'uploading', attempt, attempts: policy.attempts }),
        });
    if (outcome.ok) {
      uploaded = outcome.value;
    } else if (intent === 'draft') {
      // A draft is saved without the file, and the user is told.
      attachmentNote = submissionTexts.draftSavedWithoutAttachment(noteFor(outcome.failure));
    } else if (outcome.failure.kind === 'rejected' || outcome.failure.kind === 'session') {
      return {
        kind: 'failed',
        title: submissionTexts.uploadFailed,
        message: outcome.failure.message,
        field: 'attachment',
      };
    } else {
      const transient = outcome.failure.kind === 'connection' || outcome.failure.kind === 'storage';
      const fits = fitsLocalStorage(choice.file.size);
      const decision = await deps.askAboutAttachment({
        fileName: choice.file.name,
        failure: outcome.failure,
        canKeepLocally: isNewSubmission && transient && fits,
        keepLocallyProblem:
          isNewSubmission && transient && !fits ? submissionTexts.fileTooLargeToKeep : null,
      });
      if (decision === 'cancel') return { kind: 'cancelled' };
      if (decision === 'later' && isNewSubmission && transient && fits) keepFileLocally = true;
      else {
        attachmentNote = submissionTexts.sentWithoutAttachment;
        leftBehind = choice.file;
      }
    }
  }

  /**
   * Keeps the idea in the browser's queue, with `kept` (the file's bytes) when it waits here to
   * be uploaded. A file left behind for being too large is named on the item without its bytes,
   * so My Submissions says why it is missing ('File too large for temporary storage').
   */
  const queueIt = async (kept: File | null): Promise<SaveSubmissionOutcome> => {
    if (target.kind !== 'new') throw new Error('Only new ideas are queued.');
    const tooLarge = leftBehind && !fitsLocalStorage(leftBehind.size) ? leftBehind : null;
    const file = kept ?? tooLarge;
    const item = await deps.queue(
      {
        id: target.id,
        userId: submitter.userId,
        email: submitter.email,
        fullName: submitter.fullName,
        jobTitle: submitter.jobTitle,
        agreementId: submitter.agreementId,
        ideaTitle: title,
        ideaDescription: description,
        resubmittedFrom: target.resubmittedFrom,
        attachment: uploaded ? { id: uploaded.id, name: uploaded.name } : null,
        file: file ? { name: file.name, size: file.size } : null,
      },
      kept,
    );
    const note =
      item.attachment_error || leftBehind
        ? submissionTexts.queuedWithoutAttachment(item.attachment_error)
        : null;
    return { kind: 'queued', item, attachmentNote: note };
  };

  if (keepFileLocally && choice.kind === 'file') return queueIt(choice.file);

  deps.onProgress?.({ step: 'saving' });
  if (target.kind === 'new') {
    const body: CreateSubmissionInput = {
      id: target.id,
      status: intent === 'draft' ? 'draft' : 'pending',
      ideaTitle: title,
      ideaDescription: description,
      ...(uploaded ? { attachmentId: uploaded.id } : {}),
      ...(target.resubmittedFrom ? { resubmittedFrom: target.resubmittedFrom } : {}),
    };
    try {
      let submission = await withTimeout(
        (signal) => deps.create(body, signal),
        deps.createTimeoutMs ?? 15_000,
        'Direct insert timed out',
        clock,
      );
      // The id already holds a draft (the autosave's, whose answer was lost): the idea is
      // saved into it, and sent from it, as into any draft.
      if (submission.status === 'draft') {
        const content = { ideaTitle: title, ideaDescription: description };
        if (
          uploaded ||
          submission.ideaTitle !== title ||
          submission.ideaDescription !== description
        )
          submission = await deps.update(submission.id, {
            ...content,
            ...(uploaded ? { attachmentId: uploaded.id } : {}),
          });
        if (intent === 'submit') submission = await deps.submitDraft(submission.id);
      }
      return { kind: 'saved', intent, action: 'created', submission, attachmentNote };
    } catch (error) {
      // Drafts are never queued; a sent idea is kept here and retried under the same id.
      if (isNewSubmission && isTransientFailure(error)) return queueIt(null);
      return refused(error, intent);
    }
  }

  const change: UpdateDraftInput = {
    ideaTitle: title,
    ideaDescription: description,
    ...(uploaded
      ? { attachmentId: uploaded.id }
      : choice.kind === 'remove'
        ? { attachmentId: null }
        : {}),
  };
  try {
    const updated = await deps.update(target.draft.id, change);
    if (intent === 'draft') {
      const action = target.autosaved ? 'created' : 'updated';
      return { kind: 'saved', intent, action, submission: updated, attachmentNote };
    }
    const sent = await deps.submitDraft(target.draft.id);
    return { kind: 'saved', intent, action: 'submitted', submission: sent, attachmentNote };
  } catch (error) {
    return refused(error, intent);
  }
}
