import { normaliseVerificationCode } from '#common/verification';

/** How a PDF's Keywords name its verification code. */
export const KEYWORD = 'verification-code:';

const hexOf = (text: string) =>
  [...text].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, '0')).join('');

/**
 * The code a PDF says it carries, from its Keywords: read from the bytes first (as a literal or
 * a UTF-16 hex string), which works on a copy too damaged to open, then by opening it.
 */
export async function claimedVerificationCode(bytes: Uint8Array): Promise<string | null> {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const literal = new RegExp(`${KEYWORD}([0-9A-Za-z]{10})`).exec(raw);
  if (literal) return normaliseVerificationCode(literal[1]!);
  const hex = new RegExp(`${hexOf(KEYWORD)}((?:00[0-9a-f]{2}){10})`, 'i').exec(raw);
  if (hex) {
    const text = hex[1]!.match(/.{4}/g)!.map((unit) => String.fromCharCode(parseInt(unit, 16)));
    return normaliseVerificationCode(text.join(''));
  }
  try {
    // Loaded only for a file whose bytes do not show the code: the library is large.
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    const keywords = pdf.getKeywords() ?? '';
    const found = new RegExp(`${KEYWORD}([0-9A-Za-z]{10})`).exec(keywords);
    return found ? normaliseVerificationCode(found[1]!) : null;
  } catch {
    return null;
  }
}
