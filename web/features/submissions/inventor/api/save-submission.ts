import type { UploadedAttachment } from '#common/attachments';
import {
  submissionMessages,
  type CreateSubmissionInput,
  type SubmissionRecord,
  type UpdateDraftInput,
} from '#common/submissions';
import { hasStatus, isApiRequestError } from '#web/lib/api';
import { isTimeoutError, systemClock, withTimeout, type Clock } from '#web/lib/clock';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import type { SubmissionFormValues } from '../components/submission-schema';
import { failureTexts } from '../lib/failure-texts';
import { listsSameInventors } from '../lib/inventors';
import { sameFacts } from '../lib/kept-facts';
import { submissionTexts } from '../lib/submission-texts';
import { fitsLocalStorage, queueLocally, type PendingSubmission } from '../lib/retry-queue';
import {
  classifyUploadError,
  type UploadOutcome,
  uploadRetryPolicy,
  uploadWithRetry,
  type UploadFailure,
} from '../lib/upload-retry';
import { checkConnection } from './health';
import {
  CREATE_TIMEOUT_MS,
  createSubmission,
  createTimeoutMessage,
  submitDraft,
  updateDraft,
} from './submissions';

/** Who is saving: from the session; the server stamps its own copy on the submission. */
export interface Submitter {
  userId: string;
  email: string | null;
  fullName: string | null;
  jobTitle: string | null;
  agreementId: string | null;
  agreementSigned: boolean;
}

/**
 * A new idea (its id made once, when the dialog opened) or a loaded draft. `autosaved` marks
 * the draft the dialog's autosave made of a new idea: saving it still reads as a first save.
 */
export type SubmissionTarget =
  | { kind: 'new'; id: string; resubmittedFrom: string | null }
  | { kind: 'draft'; draft: SubmissionRecord; autosaved?: boolean };

/** What the form checked (the API's fields, `status` the button), and what it is saved as. */
export type SaveSubmissionRequest = SubmissionFormValues & {
  target: SubmissionTarget;
  submitter: Submitter;
};

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

/** What the person is asked and told while the idea is saved. */
export interface SaveDialog {
  askAboutAttachment(question: AttachmentQuestion): Promise<AttachmentDecision>;
  /** The connection check before sending failed: only a warning (spec 02 §4). */
  onConnectionWarning?(): void;
  /** What is happening now, for a status line. */
  onProgress?(step: SaveProgress): void;
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
      field: 'agreement';
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
  /** Someone saved the draft after it was loaded: nothing was saved over their version. */
  | { kind: 'stale'; message: string; draftId: string }
  | { kind: 'cancelled' };

/**
 * Whether the person may save this way: a new idea or draft needs the signed agreement, a
 * loaded draft's update does not. The idea's own rules are the form's (submissionFormSchema).
 */
function agreementMissing({
  status,
  target,
  submitter,
}: SaveSubmissionRequest): SaveSubmissionOutcome | null {
  if ((status === 'draft' && target.kind === 'draft') || submitter.agreementSigned) return null;
  const { title, message } = submissionMessages.agreementRequired;
  return { kind: 'invalid', title, message, field: 'agreement' };
}

/** A failure worth queueing for: the server was not reached, did not answer, or failed itself. */
export function isTransientFailure(error: unknown): boolean {
  if (isTimeoutError(error)) return true;
  // An answer the page cannot read is asked for again, under the same id, like any fault.
  if (!isApiRequestError(error) || error.code === 'invalid_response') return true;
  return error.status === 0 || error.status >= 500;
}

const refused = (
  error: unknown,
  intent: 'draft' | 'submit',
  draftId: string,
): SaveSubmissionOutcome =>
  hasStatus(error, 409, 'stale_draft')
    ? { kind: 'stale', message: error.message, draftId }
    : {
        kind: 'failed',
        ...failureTexts(error, intent),
        ...(isApiRequestError(error) && error.field ? { field: error.field } : {}),
      };

const noteFor = (failure: UploadFailure) =>
  [failure.message, failure.hint].filter(Boolean).join(' ');

/**
 * Saves an idea (spec 02 §4 "Save flow", "Submit flow with attachment"), its values as the
 * form checked them: uploads the attachment with retries, then creates or updates it. A sent
 * idea the server cannot be reached for is kept in the browser's queue under its own id; a
 * draft is never queued.
 */
export async function saveSubmission(
  request: SaveSubmissionRequest,
  dialog: SaveDialog,
  clock: Clock = systemClock,
): Promise<SaveSubmissionOutcome> {
  const refusedForAgreement = agreementMissing(request);
  if (refusedForAgreement) return refusedForAgreement;
  const {
    status,
    ideaTitle: title,
    ideaDescription: description,
    facts,
    inventors,
    target,
    submitter,
  } = request;
  /** The inventor confirmed the idea identifies no patient: sent with it, never with a draft. */
  const phiAttested = status === 'pending' && request.phiAttestation === true;
  const attested = phiAttested ? { phiAttestation: true } : {};
  /** The inventors, when the person may list them: a co-inventor's edit leaves them as they are. */
  const listed = inventors ? { inventors } : {};
  const intent = status === 'draft' ? 'draft' : 'submit';
  const isNewSubmission = intent === 'submit' && target.kind === 'new';

  if (intent === 'submit') {
    dialog.onProgress?.({ step: 'checking' });
    const connected = await checkConnection().catch(() => false);
    if (!connected) dialog.onConnectionWarning?.();
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
    const policy = uploadRetryPolicy;
    const outcome: UploadOutcome<UploadedAttachment> = choice.refused
      ? { ok: false, failure: classifyUploadError(choice.refused), attempts: 0 }
      : await uploadWithRetry((signal) => uploadAttachment(choice.file, choice.file.name, signal), {
          clock,
          policy,
          onAttempt: (attempt) =>
            dialog.onProgress?.({ step: 'uploading', attempt, attempts: policy.attempts }),
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
      const decision = await dialog.askAboutAttachment({
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
    const item = await queueLocally(
      {
        id: target.id,
        userId: submitter.userId,
        email: submitter.email,
        fullName: submitter.fullName,
        jobTitle: submitter.jobTitle,
        agreementId: submitter.agreementId,
        ideaTitle: title,
        ideaDescription: description,
        facts,
        inventors,
        resubmittedFrom: target.resubmittedFrom,
        attachment: uploaded ? { id: uploaded.id, name: uploaded.name } : null,
        file: file ? { name: file.name, size: file.size } : null,
        phiAttestation: phiAttested,
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

  dialog.onProgress?.({ step: 'saving' });
  if (target.kind === 'new') {
    const body: CreateSubmissionInput = {
      id: target.id,
      status,
      ideaTitle: title,
      ideaDescription: description,
      facts,
      ...listed,
      ...(uploaded ? { attachmentId: uploaded.id } : {}),
      ...(target.resubmittedFrom ? { resubmittedFrom: target.resubmittedFrom } : {}),
      ...attested,
    };
    try {
      let submission = await withTimeout(
        (signal) => createSubmission(body, signal),
        CREATE_TIMEOUT_MS,
        createTimeoutMessage,
        clock,
      );
      // The id already holds a draft (the autosave's, whose answer was lost): the idea is
      // saved into it, and sent from it, as into any draft.
      if (submission.status === 'draft') {
        const content = { ideaTitle: title, ideaDescription: description, facts, ...listed };
        if (
          uploaded ||
          submission.ideaTitle !== title ||
          submission.ideaDescription !== description ||
          !sameFacts(submission.facts, facts) ||
          (inventors && !listsSameInventors(submission.inventors, inventors))
        )
          submission = await updateDraft(submission.id, {
            ...content,
            ...(uploaded ? { attachmentId: uploaded.id } : {}),
            version: submission.version,
          });
        if (intent === 'submit') submission = await submitDraft(submission.id, phiAttested);
      }
      return { kind: 'saved', intent, action: 'created', submission, attachmentNote };
    } catch (error) {
      // Drafts are never queued; a sent idea is kept here and retried under the same id.
      if (isNewSubmission && isTransientFailure(error)) return queueIt(null);
      return refused(error, intent, target.id);
    }
  }

  const change: UpdateDraftInput & { version: number } = {
    ideaTitle: title,
    ideaDescription: description,
    // Always all of them: the form holds every fact the draft has.
    facts,
    ...listed,
    ...(uploaded
      ? { attachmentId: uploaded.id }
      : choice.kind === 'remove'
        ? { attachmentId: null }
        : {}),
    version: target.draft.version,
  };
  try {
    const updated = await updateDraft(target.draft.id, change);
    if (intent === 'draft') {
      const action = target.autosaved ? 'created' : 'updated';
      return { kind: 'saved', intent, action, submission: updated, attachmentNote };
    }
    const sent = await submitDraft(target.draft.id, phiAttested);
    return { kind: 'saved', intent, action: 'submitted', submission: sent, attachmentNote };
  } catch (error) {
    return refused(error, intent, target.draft.id);
  }
}
