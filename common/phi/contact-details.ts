import { digitCount, isYears, labelled, type Rule } from './rule';

// Phone and fax numbers, and email addresses. A number with a phone label is one in any
// grouping; without a label only in the shapes no measurement, reference or catalogue number
// takes: a bracketed area code, three-three-four digits joined by dashes or dots, or a
// leading + and a country code.

/** Phone numbers have 7 (a local number) to 15 (E.164's most) digits. */
const phoneDigits = (id: string) => {
  const digits = digitCount(id);
  return digits >= 7 && digits <= 15;
};

/** Never after a letter, digit, or what joins parts of a number, a version or an address. */
const ALONE_BEFORE = String.raw`(?<![\w+./=@-])`;
/** Never before more of a word or a number ("555-123-4567-2", "555.123.4567.1"). */
const ALONE_AFTER = String.raw`(?![\w@]|[.,-]\d)`;

/** North American: (555) 123-4567, 555-123-4567, 555.123.4567, 1-800-555-0199. Area codes start 2-9. */
const NORTH_AMERICAN = [
  String.raw`(?:\+?1[ .-]?)?\([2-9]\d\d\) ?\d{3}[ .-]\d{4}`,
  String.raw`(?:1-)?[2-9]\d\d-\d{3}-\d{4}`,
  String.raw`(?:1\.)?[2-9]\d\d\.\d{3}\.\d{4}`,
].join('|');

/** +44 20 7946 0958, +1 555 123 4567, +49 (0)30 1234567, +33 1 23 45 67 89, +4930123456. */
const INTERNATIONAL = String.raw`\+\d{1,3}(?:[ .-]?\(\d{1,4}\)[ .-]?|[ .-])\d{1,8}(?:[ .-]\d{1,8}){0,4}|\+\d{8,15}`;

export const contactRules: Rule[] = [
  {
    type: 'phone',
    pattern: labelled(
      String.raw`(?:tele)?phone|tel|mobile|mob|cell\s?phone|cell\s*(?:no\b\.?|number|#|(?=:))|fax|pager`,
      String.raw`\+?\(?\d[\d ().-]{5,22}\d(?!\d)`,
    ),
    accept: ({ id }) => phoneDigits(id) && !isYears(id),
  },
  {
    type: 'email',
    // The local part is bounded (RFC 5321 allows 64) so a long run of letters is not read
    // again from each of its characters in search of an @.
    pattern:
      /(?<![\w.%+-])[\w.%+-]{1,64}@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,24}(?![\w-])/dgi,
  },
  {
    type: 'phone',
    pattern: new RegExp(
      `${ALONE_BEFORE}(?:${NORTH_AMERICAN}|${INTERNATIONAL})${ALONE_AFTER}`,
      'gd',
    ),
    // A country code and a local number: eight digits at least.
    accept: ({ id }) => phoneDigits(id) && (!id.startsWith('+') || digitCount(id) >= 8),
  },
];
