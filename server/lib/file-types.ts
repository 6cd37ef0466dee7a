/** The kinds of file the portal stores and serves, by the extension their names end in. */
export const contentTypes = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
} as const;
export type FileExtension = keyof typeof contentTypes;

/** Other extensions a kind of file is as commonly named with. */
const aliases: Partial<Record<FileExtension, string[]>> = { jpg: ['jpeg'] };

/** The extensions a file of this content type may be named with, the usual one first. */
export function extensionsOf(contentType: string): string[] {
  const extension = (Object.keys(contentTypes) as FileExtension[]).find(
    (e) => contentTypes[e] === contentType,
  );
  return extension ? [extension, ...(aliases[extension] ?? [])] : [];
}
