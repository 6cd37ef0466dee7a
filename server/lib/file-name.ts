import { extensionsOf } from './file-types';

// Control and format characters (C0, C1, zero-width and bidirectional marks, embeddings,
// overrides and isolates), lone surrogates and line separators: invisible, or able to make a
// name read as something else (`invoice\u202Efdp.exe` shows as `invoiceexe.pdf`).
const invisible = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/** A file's name without path, quote or invisible characters or leading dots, at most 200 characters. */
export function cleanFileName(name: string): string {
  return (
    name
      .replace(/[\\/\r\n\t"]/g, '_')
      .replace(invisible, '')
      .replace(/^\.+/, '')
      .trim()
      .slice(0, 200) || 'attachment'
  );
}

/**
 * A file's name made safe to store and to send: clean, and ending in the extension of its
 * content type, so the receiving system opens it as what it is (`review.hta` holding a PDF
 * becomes `review.hta.pdf`).
 */
export function safeFileName(name: string, contentType: string): string {
  const base = cleanFileName(name);
  const extensions = extensionsOf(contentType);
  const current = /\.([^.]+)$/.exec(base)?.[1]?.toLowerCase();
  return extensions.length === 0 || (current && extensions.includes(current))
    ? base
    : `${base}.${extensions[0]}`;
}
