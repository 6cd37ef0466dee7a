import {
  submissionMessages,
  type CreateSubmissionInput,
  type SubmissionRecord,
  type UpdateDraftInput,
} from '#common/submissions';
import { hasStatus, isApiRequestError } from '#web/lib/api';
import { isTimeoutError, systemClock, withTimeout, type Clock } from '#web/lib/clock';
import type { SubmissionFormValues } from '../components/submission-schema';
import { failureTexts } from '../lib/failure-texts';
import { listsSameInventors } from '../lib/inventors';
import { factsWithFiles, sameFacts } from '../lib/kept-facts';
import { submissionTexts } from '../lib/submission-texts';
import { fitsLocalStorage, queueLocally, type PendingSubmission } from '../lib/retry-queue';
import { uploadRetryPolicy, type UploadFailure } from '../lib/upload-retry';
import { checkConnection } from './health';
import {
  failureNotes,
  filesToQueue,
  idsOfDraft,
  orderedIds,
  refusedFiles,
  sameIds,
  uploadIdeaFiles,
  type ChosenFile,
} from './idea-file-uploads';
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

/** The user's answer when files could not be uploaded. */
export type AttachmentDecision = 'without' | 'later' | 'cancel';

export interface AttachmentQuestion {
  /** The files that could not be uploaded, in the form's order. */
  fileNames: string[];
  /** Why (the first file's failure; they failed alike, or the connection would be named). */
  failure: UploadFailure;
  /** Whether the idea may wait on this device with (some of) its files, to be sent later. */
  canKeepLocally: boolean;
  /**
   * Why files may not wait here, when their size is the reason: 'File too large for temporary
   * storage', after their names when several failed.
   */
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
  /** `files` is how many are going up. */
  | { step: 'uploading'; attempt: number; attempts: number; files: number }
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
      /** Why chosen files are not attached, when they are not. */
      attachmentNote: string | null;
    }
  | {
      kind: 'queued';
      item: PendingSubmission;
      /** Why chosen files will not go with the idea, when they will not. */
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

/**
 * Saves an idea (spec 02 §4 "Save flow", "Submit flow with attachment"), its values as the
 * form checked them: uploads the files the server does not have yet, each with retries, then
 * creates or updates it naming them all, in order (a draft's files become these). A sent
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

  // The files first: a submission never points at a file the server does not have.
  const choices = request.attachments;
  const { ids, failed } = await uploadIdeaFiles(choices, {
    clock,
    onAttempt: (attempt, files) =>
      dialog.onProgress?.({
        step: 'uploading',
        attempt,
        attempts: uploadRetryPolicy.attempts,
        files,
      }),
  });
  let attachmentNote: string | null = null;
  /** The files that wait on this device with the idea, to go up when it is sent from there. */
  let keptHere = new Set<string>();
  /** Chosen files the idea goes without, after their upload failed. */
  let leftBehind: ChosenFile[] = [];
  if (failed.length > 0) {
    const names = failed.map(({ choice }) => choice.file.name);
    /** The idea has several files: each one that failed is named. */
    const named = choices.length > 1;
    if (intent === 'draft') {
      // A draft is saved without them, and the user is told.
      attachmentNote = submissionTexts.draftSavedWithoutFiles(
        failed.length,
        failureNotes(failed, named),
      );
    } else {
      const refusal = refusedFiles(failed, named);
      if (refusal) {
        const title = submissionTexts.uploadFailed;
        return { kind: 'failed', title, message: refusal, field: 'attachments' };
      }
      const transient = failed.every(
        ({ failure }) => failure.kind === 'connection' || failure.kind === 'storage',
      );
      const mayKeep = isNewSubmission && transient;
      const fitting = failed.filter(({ choice }) => fitsLocalStorage(choice.file.size));
      const tooLarge = names.filter(
        (_, index) => !fitsLocalStorage(failed[index]!.choice.file.size),
      );
      const decision = await dialog.askAboutAttachment({
        fileNames: names,
        failure: failed[0]!.failure,
        canKeepLocally: mayKeep && fitting.length > 0,
        keepLocallyProblem:
          mayKeep && tooLarge.length > 0
            ? !named
              ? submissionTexts.fileTooLargeToKeep
              : `${tooLarge.map((name) => `"${name}"`).join(', ')}: ${submissionTexts.fileTooLargeToKeep}`
            : null,
      });
      if (decision === 'cancel') return { kind: 'cancelled' };
      if (decision === 'later' && mayKeep && fitting.length > 0) {
        keptHere = new Set(fitting.map(({ choice }) => choice.key));
        // Those too large to keep are noted on the item: it is sent without them.
        leftBehind = failed.map(({ choice }) => choice).filter((c) => !keptHere.has(c.key));
      } else {
        attachmentNote = submissionTexts.sentWithoutFiles(names, named);
        leftBehind = failed.map(({ choice }) => choice);
      }
    }
  }
  const attachmentIds = orderedIds(choices, ids);
  /** The facts as sent: a disclosure names only a file the idea is saved with. */
  const sentFacts = factsWithFiles(facts, attachmentIds);

  /**
   * Keeps the idea in the browser's queue, with the bytes of the files it waits here to upload.
   * A file left behind for being too large is named on the item without its bytes, so My
   * Submissions says why it is missing ('File too large for temporary storage').
   */
  const queueIt = async (): Promise<SaveSubmissionOutcome> => {
    if (target.kind !== 'new') throw new Error('Only new ideas are queued.');
    const noted = new Set(
      leftBehind.filter((c) => !fitsLocalStorage(c.file.size)).map((c) => c.key),
    );
    const { files, blobs } = filesToQueue(choices, ids, { keep: keptHere, noted });
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
        facts: sentFacts,
        inventors,
        resubmittedFrom: target.resubmittedFrom,
        files,
        phiAttestation: phiAttested,
      },
      blobs,
    );
    const going = item.attachments.filter((file) => file.id || file.temporary).length;
    const missing = choices.length - going;
    const note =
      missing === 0
        ? null
        : choices.length === 1
          ? submissionTexts.queuedWithoutAttachment(item.attachment_error)
          : submissionTexts.queuedWithoutFiles(missing, item.attachment_error);
    return { kind: 'queued', item, attachmentNote: note };
  };

  if (keptHere.size > 0) return queueIt();

  dialog.onProgress?.({ step: 'saving' });
  if (target.kind === 'new') {
    const body: CreateSubmissionInput = {
      id: target.id,
      status,
      ideaTitle: title,
      ideaDescription: description,
      facts: sentFacts,
      ...listed,
      ...(attachmentIds.length > 0 ? { attachmentIds } : {}),
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
        const content = {
          ideaTitle: title,
          ideaDescription: description,
          facts: sentFacts,
          ...listed,
        };
        const sameFiles = sameIds(idsOfDraft(submission), attachmentIds);
        if (
          !sameFiles ||
          submission.ideaTitle !== title ||
          submission.ideaDescription !== description ||
          !sameFacts(submission.facts, sentFacts) ||
          (inventors && !listsSameInventors(submission.inventors, inventors))
        )
          submission = await updateDraft(submission.id, {
            ...content,
            ...(sameFiles ? {} : { attachmentIds }),
            version: submission.version,
          });
        if (intent === 'submit') submission = await submitDraft(submission.id, phiAttested);
      }
      return { kind: 'saved', intent, action: 'created', submission, attachmentNote };
    } catch (error) {
      // Drafts are never queued; a sent idea is kept here and retried under the same id.
      if (isNewSubmission && isTransientFailure(error)) return queueIt();
      return refused(error, intent, target.id);
    }
  }

  const change: UpdateDraftInput & { version: number } = {
    ideaTitle: title,
    ideaDescription: description,
    // Always all of them: the form holds every fact the draft has.
    facts: sentFacts,
    ...listed,
    // The files replace the draft's only when they changed (in the list or its order).
    ...(sameIds(idsOfDraft(target.draft), attachmentIds) ? {} : { attachmentIds }),
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
