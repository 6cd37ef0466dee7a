import type { IdeaFile } from '#common/attachments';
import { formatFileSize } from '#web/lib/file-size';

// An idea's files as the read-only pages show them: the details (inventor and staff), the
// Attachment column of My Submissions and the file a public disclosure names.

/** A file as the pages list it; an idea still waiting in this browser has only a name. */
export interface ShownFile {
  /** Its id on the server (download it at /api/submissions/:id/attachments/:fileId), if any. */
  id: string | null;
  name: string;
  size: number | null;
  /** Kinds of patient identifier the PHI guard read in it. */
  phi: readonly string[];
}

/** What a record says of its files: the list, and the first file's, for older answers. */
export interface FilesOfRecord {
  attachments?: readonly IdeaFile[] | undefined;
  fileCount?: number | undefined;
  attachmentId: string | null;
  attachmentName: string | null;
}

/**
 * The idea's files in order. A record without the list (an idea stored in this browser, an
 * older answer) shows its one attachment by name.
 */
export function ideaFiles(record: FilesOfRecord): ShownFile[] {
  if (record.attachments?.length)
    return record.attachments.map(({ id, name, size, phi }) => ({ id, name, size, phi }));
  const name = record.attachmentName?.trim();
  return name ? [{ id: record.attachmentId, name, size: null, phi: [] }] : [];
}

/**
 * The Attachment column of My Submissions: the first file's name, how many more there are and
 * the names of those the record lists.
 */
export function filesSummary(
  record: FilesOfRecord,
): { first: string; more: number; others: string[] } | null {
  const files = ideaFiles(record);
  const [first, ...others] = files;
  if (!first) return null;
  const count = Math.max(files.length, record.fileCount ?? 0);
  return { first: first.name, more: count - 1, others: others.map((file) => file.name) };
}

/** "+2", said out as "and 2 more files". */
export const moreFilesText = (more: number) => ({
  shown: `+${more}`,
  spoken: `and ${more} more ${more === 1 ? 'file' : 'files'}`,
});

/** A file's size as people read it; nothing when it is not known. */
export const fileSizeText = (size: number | null): string | null =>
  size === null ? null : formatFileSize(size);

/** How many files and how large together: "3 files, 4.2 MB in all"; "None" without any. */
export function filesTotalText(files: readonly ShownFile[]): string {
  if (files.length === 0) return 'None';
  const count = files.length === 1 ? '1 file' : `${files.length} files`;
  if (files.some((file) => file.size === null)) return count;
  const total = formatFileSize(files.reduce((sum, file) => sum + (file.size ?? 0), 0));
  return files.length === 1 ? `${count}, ${total}` : `${count}, ${total} in all`;
}

/** The idea's file a public disclosure names (the slides, the abstract), if it is one of them. */
export const disclosureFile = (
  fileId: string | null | undefined,
  files: readonly ShownFile[],
): ShownFile | null => (fileId ? (files.find((file) => file.id === fileId) ?? null) : null);
