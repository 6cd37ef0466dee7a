import { labelled, type Match, type Rule } from './rule';

// A date of birth. Dates are everywhere in clinical and engineering prose (a trial's dates, a
// congress, a follow-up), so only a date a label calls a birth date counts. Safe Harbor lets
// a year stand alone, so "born in 1956" is not one; a day or a month with it is.

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;

const DATE = [
  String.raw`\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d\d)`,
  String.raw`\d{4}[/.-]\d{1,2}[/.-]\d{1,2}`,
  String.raw`${MONTH}\.? \d{1,2}${ORDINAL},? \d{4}`,
  String.raw`\d{1,2}${ORDINAL} (?:of )?${MONTH}\.?,? \d{4}`,
  String.raw`${MONTH}\.?,? \d{4}`,
  // A day and a month are a date of birth's elements without its year.
  String.raw`${MONTH}\.? \d{1,2}${ORDINAL}(?!\d)`,
  String.raw`\d{1,2}${ORDINAL} (?:of )?${MONTH}\b\.?`,
].join('|');

const LABEL = String.raw`DOB|D\.O\.B\.?|date\s+of\s+birth|birth\s?date|birthday|born(?:\s+(?:on|in))?`;

/** Numbers that are a day and a month, read either way round (US or European order). */
function plausible(id: string): boolean {
  const numbers = id.split(/[/.-]/).map(Number);
  if (numbers.length !== 3) return true;
  const [a = 0, b = 0, c = 0] = numbers;
  const dayMonth = (day: number, month: number) =>
    day >= 1 && day <= 31 && month >= 1 && month <= 12;
  return id.search(/^\d{4}/) === 0 ? dayMonth(c, b) : dayMonth(a, b) || dayMonth(b, a);
}

/** "The idea was born on 12 March 2023": a thing's beginning, not a person's birth. */
const THING_BORN =
  /\b(?:idea|concept|project|invention|company|device|product|prototype|design|study|trial|this|it|which)\b(?:\s+\w+){0,2}\s+(?:was|were|is)\s*$/i;

function dateOfBirth({ id, label = '', text, matchStart }: Match): boolean {
  if (!plausible(id)) return false;
  return (
    !/^born/i.test(label) || !THING_BORN.test(text.slice(Math.max(0, matchStart - 60), matchStart))
  );
}

export const dateOfBirthRules: Rule[] = [
  {
    type: 'date-of-birth',
    pattern: labelled(LABEL, String.raw`(?:${DATE})(?![\d/.-]\d)`),
    accept: dateOfBirth,
  },
];
