import { z } from 'zod';

/** The largest attachment, in bytes (10 MB); the form's hint says the same. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_HINT = 'PDF, Word, Excel, PowerPoint, JPEG, PNG or GIF, up to 10 MB';

export const attachmentMessages = {
  tooLarge: 'File size exceeds 10MB limit',
  unsupported: 'File type not supported. Please upload a document or image file.',
  missing: 'Attachment information is missing',
} as const;

/** What the file picker offers; the server decides from the bytes, not from these. */
export const attachmentAccept = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png,.gif';

/** POST /api/attachments → 201. */
export const attachmentUploadResponseSchema = z.object({
  attachment: z.object({
    id: z.string(),
    name: z.string(),
    size: z.number(),
    contentType: z.string(),
    /** Kinds of patient identifier the PHI guard read in the file's text (common/phi). */
    phi: z.array(z.string()).default([]),
  }),
});
export type UploadedAttachment = z.infer<typeof attachmentUploadResponseSchema>['attachment'];
