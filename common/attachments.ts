import { z } from 'zod';

/** The largest attachment, in bytes (10 MB); the form's hint says the same. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_HINT = 'PDF, Word, Excel, PowerPoint, JPEG, PNG or GIF, up to 10 MB';

/**
 * An idea's files: up to 10, each within ATTACHMENT_MAX_BYTES, 50 MB in all (the spec's hint
 * names 50 MB; here it is the total, and each file still keeps to the 10 MB check).
 */
export const ideaFileLimits = { maxFiles: 10, maxTotalBytes: 50 * 1024 * 1024 } as const;
export const IDEA_FILES_HINT = `Up to ${ideaFileLimits.maxFiles} files, 50 MB in all. ${ATTACHMENT_HINT} each.`;

const megabytes = (bytes: number) => `${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const ideaFileMessages = {
  tooMany: `An idea can have at most ${ideaFileLimits.maxFiles} files.`,
  tooLarge: (totalBytes: number) =>
    `The files on one idea may add up to 50 MB; these add up to ${megabytes(totalBytes)}.`,
  listedTwice: 'The same file is listed twice.',
  notOnIdea: "A disclosure's file must be one of the idea's files.",
} as const;

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

/** One of an idea's files as an answer gives it; download it at /api/submissions/:id/attachments/:fileId. */
export const ideaFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().nullable().default(null),
  contentType: z.string().default('application/octet-stream'),
  sha256: z.string().nullable().default(null),
  phi: z.array(z.string()).default([]),
});
export type IdeaFile = z.infer<typeof ideaFileSchema>;

/** The files a create or a draft's change names, in their order: each at most once, at most 10. */
export const ideaFileIdsSchema = z
  .array(z.uuid('Attachment information is missing'))
  .max(ideaFileLimits.maxFiles, ideaFileMessages.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, ideaFileMessages.listedTwice);
