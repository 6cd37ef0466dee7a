// The files of a queued idea: each one uploaded (the server's id), waiting in this browser
// (IndexedDB) to be uploaded first, or noted as not going with the idea and why. An item an
// older page stored has one file, in the spec's attachment_* fields; it is read as a list of one.

/** Files under this size are kept in the browser with their item (5 MB, spec 02 §5). */
export const LOCAL_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const fileMessages = {
  fileTooLarge: 'File too large for temporary storage',
  fileNotStored: 'The attachment could not be stored on this device.',
  fileLost: 'The attachment stored on this device could not be found.',
  attachmentGone:
    'The attachment uploaded earlier is no longer on the server, and this device no longer has the file.',
} as const;

/** One of a queued idea's files, in the order the idea lists them. */
export interface QueuedFile {
  name: string;
  size: number | null;
  /** The server's id, once it has the file. */
  id: string | null;
  /**
   * Where its bytes are kept in IndexedDB. An older page kept its one file under the item's id;
   * this page keeps each under `<item id>:<n>`, so one item can keep several.
   */
  key: string;
  /** The bytes wait here to be uploaded before the idea is sent. */
  temporary: boolean;
  /** Why it will not go with the idea (too large to keep, lost, gone from the server). */
  error: string | null;
}

/** The spec's one-file fields, as an older page reads an item (spec 02 §3). */
export interface LegacyFileFields {
  attachment_id: string | null;
  attachment_name: string | null;
  attachment_is_temporary: boolean;
  attachment_error: string | null;
}

/** Whether a file may be kept in the browser with its item (under 5 MB). */
export const fitsLocalStorage = (size: number, limit: number = LOCAL_FILE_MAX_BYTES) =>
  size < limit;

/** The IndexedDB key of an item's n-th file. */
export const keptFileKey = (itemId: string, index: number) => `${itemId}:${index}`;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

function readFile(value: unknown, itemId: string, index: number): QueuedFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const name = text(source.name);
  if (!name) return null;
  const size = Number(source.size);
  return {
    name,
    size: source.size != null && Number.isFinite(size) && size >= 0 ? size : null,
    id: text(source.id),
    key: text(source.key) ?? keptFileKey(itemId, index),
    temporary: source.temporary === true,
    error: text(source.error),
  };
}

/**
 * A stored item's files: its `attachments` list, or for an item an older page stored, its one
 * file from the spec's fields (its bytes kept under the item's own id).
 */
export function readQueuedFiles(source: Record<string, unknown>, itemId: string): QueuedFile[] {
  if (Array.isArray(source.attachments)) {
    return source.attachments.flatMap((value, index) => {
      const file = readFile(value, itemId, index);
      return file ? [file] : [];
    });
  }
  const id = text(source.attachment_id);
  const name = text(source.attachment_name);
  const temporary = source.attachment_is_temporary === true;
  const error = text(source.attachment_error);
  if (!id && !name && !temporary && !error) return [];
  // Kept under the id the item was stored with, even one it has since been given anew.
  const key = text(source.id) ?? itemId;
  return [{ name: name ?? 'attachment', size: null, id, key, temporary, error }];
}

/**
 * Why files will not go with the idea, in one line: a single file's reason as it is (the spec's
 * 'File too large for temporary storage'), several each after its name.
 */
export function filesError(files: readonly QueuedFile[]): string | null {
  const failed = files.filter((file) => file.error);
  if (failed.length === 0) return null;
  if (files.length === 1) return failed[0]!.error;
  return failed.map((file) => `${file.name}: ${file.error}`).join('; ');
}

/**
 * The spec's one-file fields for an item's files: the first file's id and name, whether any
 * waits here, and why any will not go. Written beside `attachments` so the item keeps the spec's
 * shape (an older page reading it sends its first file).
 */
export function legacyFields(files: readonly QueuedFile[]): LegacyFileFields {
  const first = files[0] ?? null;
  return {
    attachment_id: first?.id ?? null,
    attachment_name: first?.name ?? null,
    attachment_is_temporary: files.some((file) => file.temporary),
    attachment_error: filesError(files),
  };
}

/** A file of an idea being queued, in the form's order. */
export interface NewQueuedFile {
  name: string;
  size: number;
  /** The server's id when it already has the file. */
  id: string | null;
  /** Whether its bytes were kept in this browser (false: too large, or storing them failed). */
  stored: boolean;
}

/**
 * A new item's files: uploaded ones by id; the others wait here when their bytes were kept, or
 * are noted ('File too large for temporary storage', or that storing them failed).
 */
export function newQueuedFiles(itemId: string, files: readonly NewQueuedFile[]): QueuedFile[] {
  return files.map((file, index) => {
    const base = { name: file.name, size: file.size, key: keptFileKey(itemId, index) };
    if (file.id) return { ...base, id: file.id, temporary: false, error: null };
    const kept = file.stored && fitsLocalStorage(file.size);
    return {
      ...base,
      id: null,
      temporary: kept,
      error: kept
        ? null
        : fitsLocalStorage(file.size)
          ? fileMessages.fileNotStored
          : fileMessages.fileTooLarge,
    };
  });
}

/** The ids to send, in order: the files the server has. */
export const uploadedIds = (files: readonly QueuedFile[]) =>
  files.flatMap((file) => (file.id ? [file.id] : []));
