import { contentTypes } from '#server/lib/file-types';
import { docxText } from './docx-text';
import { pdfText } from './pdf-text';

/** The most text read from one attachment: far more than any disclosure, too little to exhaust memory. */
export const ATTACHMENT_TEXT_MAX_CHARS = 2 * 1024 * 1024;
/** The most pages of a PDF read. */
export const PDF_MAX_PAGES = 200;
/** The most bytes a Word file's parts are inflated to, in all: a zip bomb stops here. */
export const DOCX_MAX_INFLATED_BYTES = 5 * 1024 * 1024;

/**
 * The text of an attachment, as far as the limits above let it be read: PDF and Word (.docx).
 * Null for every other kind, and for a file that cannot be read; never throws.
 *
 * Legacy Word (.doc) gives null too: its text lies in a binary piece table spread over the
 * sectors of a Compound File, in 8-bit or UTF-16 pieces, and a fast-saved file keeps deleted
 * text beside the shown; no small maintained reader runs in the browser's and Node's JavaScript
 * alike, and a half-read would pass for a clean one. Images and spreadsheets or slides are not
 * read either (docs/decisions/0037-phi-guard.md).
 */
export async function attachmentText(
  bytes: Uint8Array,
  contentType: string,
): Promise<string | null> {
  try {
    const text =
      contentType === contentTypes.pdf
        ? await pdfText(bytes, { maxPages: PDF_MAX_PAGES, maxChars: ATTACHMENT_TEXT_MAX_CHARS })
        : contentType === contentTypes.docx
          ? await docxText(bytes, DOCX_MAX_INFLATED_BYTES)
          : null;
    return text?.slice(0, ATTACHMENT_TEXT_MAX_CHARS) ?? null;
  } catch {
    // A file pdf.js or the ZIP reader refuses (malformed, encrypted) is one we cannot read.
    return null;
  }
}
