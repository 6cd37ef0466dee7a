import type { z } from 'zod';

// What people type never holds control characters, and a string with half of a surrogate pair
// is not text at all. The database refuses both (a NUL anywhere, half a pair inside JSON), and
// in mails, logs, PDFs and spreadsheet cells they hide or rewrite what the reader sees.

/** Any control character (C0, DEL, C1) or half of a surrogate pair. */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Cs}]/u;
/** The same, except line breaks (LF or CRLF) and tabs. */
const NOT_MULTI_LINE = /(?![\t\n]|\r\n)\p{Cc}|\p{Cs}/u;

/** A name, title, address, token or search is one line; a description, note or message may be several. */
export type TextLines = 'single-line' | 'multi-line';

export const isPlainText = (value: string, lines: TextLines = 'single-line') =>
  !(lines === 'multi-line' ? NOT_MULTI_LINE : NOT_SINGLE_LINE).test(value);

/** What a caller is told, naming the field as the form labels it. */
export const notPlainTextMessage = (label: string) =>
  `${label} contains characters that are not allowed.`;

/** Adds the rule to a text field's schema: 'Title contains characters that are not allowed.' */
export const plainText = <S extends z.ZodString>(
  schema: S,
  label: string,
  lines: TextLines = 'single-line',
) => schema.refine((value) => isPlainText(value, lines), notPlainTextMessage(label));
