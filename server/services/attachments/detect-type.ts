import { fileTypeFromBuffer } from 'file-type';

// What may be attached, by the type the bytes show (never by the name alone).
const allowed: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

// Word, Excel and PowerPoint 97-2003 files are all Compound File Binary containers: the bytes
// prove it is one of them, the name says which.
const compoundFile: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** The content type to store the file as, or null when its bytes are not an allowed kind. */
export async function detectAttachmentType(
  bytes: Uint8Array,
  fileName: string,
): Promise<string | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === 'cfb') {
    const extension = fileName.toLowerCase().split('.').pop() ?? '';
    return compoundFile[extension] ?? null;
  }
  return allowed[found.ext] ?? null;
}
