import {
  ideaFileLimits,
  ideaFileMessages,
  type IdeaFile,
  type UploadedAttachment,
} from '#common/attachments';
import type { SubmissionRecord } from '#common/submissions';
import { attachmentProblem } from './attachment-check';

// The idea form's files: what each one in its list is, what the limits let be added, and what
// a save or a check reads of them. The server checks the same limits (common/attachments.ts).

/** One file in the idea form's list; `key` tells it apart while it has no server id. */
export type IdeaFileChoice =
  /** One of the loaded draft's files: it stays unless taken off. */
  | { kind: 'kept'; key: string; file: IdeaFile }
  /**
   * A chosen file, uploaded as soon as it is chosen: `uploaded` once it arrived, `refused` when
   * the server refused it for what it is (sending it again would be refused too).
   */
  | { kind: 'file'; key: string; file: File; uploaded?: UploadedAttachment; refused?: unknown };

/**
 * A draft's files as the form lists them, in its order. An answer that names only its first
 * file (attachmentId, from a server of one file) lists that one.
 */
export function draftChoices(
  draft: Pick<SubmissionRecord, 'attachments' | 'attachmentId' | 'attachmentName'>,
): IdeaFileChoice[] {
  const files: IdeaFile[] =
    draft.attachments.length > 0 || !draft.attachmentId
      ? draft.attachments
      : [
          {
            id: draft.attachmentId,
            name: draft.attachmentName ?? 'attachment',
            size: null,
            contentType: 'application/octet-stream',
            sha256: null,
            phi: [],
          },
        ];
  return files.map((file) => ({ kind: 'kept', key: file.id, file }));
}

export const choiceName = (choice: IdeaFileChoice) =>
  choice.kind === 'kept' ? choice.file.name : (choice.uploaded?.name ?? choice.file.name);

export const choiceSize = (choice: IdeaFileChoice) =>
  choice.kind === 'kept' ? (choice.file.size ?? 0) : choice.file.size;

/** The server's id of the file, once it has it. */
export const choiceId = (choice: IdeaFileChoice): string | null =>
  choice.kind === 'kept' ? choice.file.id : (choice.uploaded?.id ?? null);

export const totalBytes = (choices: readonly IdeaFileChoice[]) =>
  choices.reduce((sum, choice) => sum + choiceSize(choice), 0);

/** The files the server has, in order, by id and name: what a disclosure may name. */
export const serverFiles = (choices: readonly IdeaFileChoice[]) =>
  choices.flatMap((choice) => {
    const id = choiceId(choice);
    return id ? [{ id, name: choiceName(choice) }] : [];
  });

/**
 * What the server read in each file it has: its name and the kinds of patient identifier the
 * PHI guard found there (a draft's files as its answer gave them, new ones as their upload did).
 */
export const filesRead = (choices: readonly IdeaFileChoice[]) =>
  choices.flatMap((choice) => {
    if (choice.kind === 'kept') return [{ name: choice.file.name, phi: choice.file.phi }];
    return choice.uploaded ? [{ name: choice.uploaded.name, phi: choice.uploaded.phi }] : [];
  });

/** Why the list as it stands cannot be saved (more than 10 files, over 50 MB), or null. */
export function filesProblem(choices: readonly IdeaFileChoice[]): string | null {
  if (choices.length > ideaFileLimits.maxFiles) return ideaFileMessages.tooMany;
  const total = totalBytes(choices);
  return total > ideaFileLimits.maxTotalBytes ? ideaFileMessages.tooLarge(total) : null;
}

/**
 * Files just picked (or dropped), checked against the list: each as the single file always was
 * (type, 10 MB), then all of them together against the idea's limits (10 files, 50 MB in all).
 * A batch that would break a limit is refused whole, so nothing of it is uploaded; a file that
 * fails its own check is left out and named. `message` says why, or is null.
 */
export function pickFiles(
  current: readonly IdeaFileChoice[],
  picked: readonly File[],
): { accepted: File[]; message: string | null } {
  const problems: string[] = [];
  const fitting = picked.filter((file) => {
    const problem = attachmentProblem(file);
    // One file picked: the spec's message alone, as the single-file field said it.
    if (problem) problems.push(picked.length === 1 ? problem : `"${file.name}": ${problem}`);
    return !problem;
  });
  const chosen = fitting.map((file) => ({ kind: 'file', key: '', file }) as IdeaFileChoice);
  const limit = fitting.length > 0 ? filesProblem([...current, ...chosen]) : null;
  const message = [limit, ...problems].filter(Boolean).join(' ') || null;
  return { accepted: limit ? [] : fitting, message };
}
