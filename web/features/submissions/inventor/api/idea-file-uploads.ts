import type { UploadedAttachment } from '#common/attachments';
import type { Clock } from '#web/lib/clock';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import type { SubmissionRecord } from '#common/submissions';
import {
  choiceId,
  choiceName,
  choiceSize,
  draftChoices,
  type IdeaFileChoice,
} from '../lib/file-choices';
import type { NewQueuedFile } from '../lib/retry-queue';
import {
  classifyUploadError,
  uploadRetryPolicy,
  uploadWithRetry,
  type UploadFailure,
  type UploadOutcome,
} from '../lib/upload-retry';

// The files of an idea being saved: those not uploaded yet go up (each with the spec's retries),
// and what the save then names, or keeps in the browser's queue, is read from the outcome.

export type ChosenFile = IdeaFileChoice & { kind: 'file' };

export interface FailedFile {
  choice: ChosenFile;
  failure: UploadFailure;
}

export interface IdeaFilesOutcome {
  /** The server's id of each file it has, by the file's key in the form. */
  ids: Map<string, string>;
  /** The chosen files that could not be uploaded, in the form's order, each with why. */
  failed: FailedFile[];
}

/**
 * Uploads the chosen files the server does not have yet, all at once, each with the spec's
 * retries (3 tries, 1 s then 2 s between them; a file refused for what it is is not tried
 * again). A file the form already saw refused is not sent again. `onAttempt` hears the highest
 * try under way, for the status line.
 */
export async function uploadIdeaFiles(
  choices: readonly IdeaFileChoice[],
  { clock, onAttempt }: { clock: Clock; onAttempt?: (attempt: number, files: number) => void },
): Promise<IdeaFilesOutcome> {
  const ids = new Map<string, string>();
  const waiting: ChosenFile[] = [];
  for (const choice of choices) {
    const id = choiceId(choice);
    if (id) ids.set(choice.key, id);
    else if (choice.kind === 'file') waiting.push(choice);
  }
  let shown = 0;
  const outcomes = await Promise.all(
    waiting.map((choice): Promise<UploadOutcome<UploadedAttachment>> =>
      choice.refused
        ? Promise.resolve({ ok: false, failure: classifyUploadError(choice.refused), attempts: 0 })
        : uploadWithRetry((signal) => uploadAttachment(choice.file, choice.file.name, signal), {
            clock,
            policy: uploadRetryPolicy,
            onAttempt: (attempt) => {
              if (attempt <= shown) return;
              shown = attempt;
              onAttempt?.(attempt, waiting.length);
            },
          }),
    ),
  );
  const failed: FailedFile[] = [];
  outcomes.forEach((outcome, index) => {
    const choice = waiting[index]!;
    if (outcome.ok) ids.set(choice.key, outcome.value.id);
    else failed.push({ choice, failure: outcome.failure });
  });
  return { ids, failed };
}

/** The ids the save names, in the form's order. */
export const orderedIds = (choices: readonly IdeaFileChoice[], ids: ReadonlyMap<string, string>) =>
  choices.flatMap((choice) => {
    const id = ids.get(choice.key);
    return id ? [id] : [];
  });

/**
 * The idea's files as the browser's queue keeps them, in the form's order, and the bytes to keep
 * of each: the files the server has, by id; those to send later with their bytes (`keep`); and
 * those left behind for being too large to keep (`noted`), by name alone, so My Submissions says
 * why they are missing. Any other file is left out.
 */
export function filesToQueue(
  choices: readonly IdeaFileChoice[],
  ids: ReadonlyMap<string, string>,
  { keep, noted }: { keep: ReadonlySet<string>; noted: ReadonlySet<string> },
): { files: NewQueuedFile[]; blobs: (File | null)[] } {
  const files: NewQueuedFile[] = [];
  const blobs: (File | null)[] = [];
  for (const choice of choices) {
    const base = { name: choiceName(choice), size: choiceSize(choice) };
    const id = ids.get(choice.key);
    if (id) {
      files.push({ ...base, id, stored: false });
      blobs.push(null);
    } else if (choice.kind === 'file' && (keep.has(choice.key) || noted.has(choice.key))) {
      const kept = keep.has(choice.key);
      files.push({ ...base, id: null, stored: kept });
      blobs.push(kept ? choice.file : null);
    }
  }
  return { files, blobs };
}

const noteFor = (failure: UploadFailure) =>
  [failure.message, failure.hint].filter(Boolean).join(' ');

/**
 * Why the files failed: the only file's reason as it is, or, when the idea has several
 * (`named`), each after the file's name.
 */
export const failureNotes = (failed: readonly FailedFile[], named: boolean) =>
  !named
    ? noteFor(failed[0]!.failure)
    : failed.map(({ choice, failure }) => `"${choice.file.name}": ${noteFor(failure)}`).join(' ');

/**
 * Why a send stops, in the server's words, when a file was refused for what it is (another try
 * gives the same answer) or the session ended; null when neither. `named`: the idea has several
 * files, so the message names the one refused.
 */
export function refusedFiles(failed: readonly FailedFile[], named: boolean): string | null {
  const session = failed.find(({ failure }) => failure.kind === 'session');
  if (session) return session.failure.message;
  const rejected = failed.filter(({ failure }) => failure.kind === 'rejected');
  if (rejected.length === 0) return null;
  return !named
    ? rejected[0]!.failure.message
    : rejected.map(({ choice, failure }) => `"${choice.file.name}": ${failure.message}`).join(' ');
}

/** A draft's files, by id, in order, as the server answered them. */
export const idsOfDraft = (draft: SubmissionRecord) =>
  draftChoices(draft).flatMap((choice) => (choice.kind === 'kept' ? [choice.file.id] : []));

export const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
