import type { PhiType } from './phi-types';

/**
 * One way an identifier is written. `pattern` is global and has indices (flags `g` and `d`);
 * the identifier is its group `id` where it has one (a label before it is not part of it),
 * else the whole match. Every pattern starts with a label or a lookbehind, so that a long run
 * of text is tried at few places and a scan stays linear in the text's length.
 */
export interface Rule {
  type: PhiType;
  pattern: RegExp;
  /** Whether a match is an identifier after all, judged with the text around it. */
  accept?: (match: Match) => boolean;
}

export interface Match {
  /** The identifier as written. */
  id: string;
  /** The label before it, where the rule has one. */
  label?: string;
  text: string;
  /** Where the identifier starts and ends. */
  start: number;
  end: number;
  /** Where the whole match starts, its label included. */
  matchStart: number;
}

/** A space within a line: names and addresses never run across lines. */
export const SP = String.raw`[ \t\u00a0]`;
/** A capitalised word of a name: Smith, O'Brien, McDonald, Smith-Jones, Müller (flag `u`). */
export const NAME_WORD = String.raw`(?:\p{Lu}['’])?\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?(?:-\p{Lu}\p{Ll}+)?`;

/**
 * What may stand between a label and its value: spaces and punctuation ("MRN #: 123",
 * "DOB - 1/2/1960") or a verb ("her date of birth is 1/2/1960").
 */
const SEPARATOR = String.raw`(?:\s*(?:[:#=\u2013\u2014-]|\b(?:is|was)\b))*\s*`;

/**
 * A pattern of a label (group `label`), a separator, then the identifier (group `id`). The
 * label is not followed by a letter, so "MRN" is not the start of a longer word.
 */
export const labelled = (label: string, id: string, flags = 'gdi') =>
  new RegExp(String.raw`(?<label>\b(?:${label}))(?![a-z])${SEPARATOR}(?<id>${id})`, flags);

/** The text just before and after a match, up to `width` characters each side. */
export const around = ({ text, start, end }: Match, width: number) =>
  [text.slice(Math.max(0, start - width), start), text.slice(end, end + width)] as const;

/** A full stop that ends a sentence, not an abbreviation's ("Dr.", "Mrs.", "et al."). */
const SENTENCE_END = /(?<!\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|vs|Fig|No|al|e\.g|i\.e))[.!?](?=\s)/g;

/** The rest of the sentence a match stands in, before and after it, up to `width` characters each side. */
export function sentenceAround(match: Match, width: number): readonly [string, string] {
  const [before, after] = around(match, width);
  const ends = [...before.matchAll(SENTENCE_END)];
  const from = ends.length ? ends[ends.length - 1]!.index + 1 : 0;
  const to = after.search(SENTENCE_END);
  return [before.slice(from), to === -1 ? after : after.slice(0, to)];
}

export const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** A year or a span of years ("2019", "2019-2021"): what a number after a label most often is when it is not an identifier. */
export const isYears = (value: string) =>
  /^(?:19|20)\d\d(?:\s*[-\u2013/]\s*(?:(?:19|20)?\d\d))?$/.test(value);
