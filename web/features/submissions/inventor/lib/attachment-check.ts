import { ATTACHMENT_MAX_BYTES, attachmentAccept, attachmentMessages } from '#common/attachments';

/** The types the picker offers, by MIME type (the server decides from the bytes). */
const allowedTypes = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'image/jpeg',
  'image/png',
  'image/gif',
]);
const allowedExtensions = new Set(attachmentAccept.split(',').map((e) => e.trim().toLowerCase()));

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

/**
 * Why a chosen file cannot be attached, or null when it may be sent (spec 02 §5 "Attachment").
 * This is for display: the server checks the size while reading and the type from the bytes.
 */
export function attachmentProblem(file: {
  name: string;
  size: number;
  type?: string;
}): string | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return attachmentMessages.tooLarge;
  if (file.size === 0) return attachmentMessages.unsupported;
  const type = (file.type ?? '').toLowerCase();
  if (!allowedExtensions.has(extensionOf(file.name)) && !allowedTypes.has(type)) {
    return attachmentMessages.unsupported;
  }
  return null;
}

export { formatFileSize } from '#web/lib/file-size';
