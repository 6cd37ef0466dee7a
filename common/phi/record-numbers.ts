import { digitCount, isYears, labelled, type Match, type Rule } from './rule';

// Numbers that name a person in a record: Social Security, medical record, health plan and
// account numbers. Apart from a Social Security number's own shape, a number is one of these
// only when a label says so: without it, "K123456" or "10993-5" are catalogue, clearance and
// standard numbers.

/** A record number: letters and digits, in groups joined by - / . or single spaces between digit groups. */
const RECORD_NUMBER = String.raw`[a-z]{0,4}-?\d[a-z0-9]*(?:[-/.][a-z0-9]+)*(?: \d{3,})*`;

/** Real record numbers have five digits or more; fewer is a count, a year or a case's number. */
const recordNumber = ({ id }: Match) => digitCount(id) >= 5 && !isYears(id);

// Area 000, 666 and 900-999, group 00 and serial 0000 are never issued (SSA, "SSN
// randomization"); a number in those is an example or something else.
const ssn = (separator: string, again: string) =>
  String.raw`(?!000|666|9\d\d)\d{3}${separator}(?!00)\d{2}${again}(?!0000)\d{4}`;

export const recordNumberRules: Rule[] = [
  {
    type: 'ssn',
    pattern: labelled(
      String.raw`SSN|SS\s?#|SS\s?No\b\.?|social\s+security(?:\s+(?:number|no\b\.?|#))?`,
      String.raw`${ssn('(?<sep>[- ]?)', String.raw`\k<sep>`)}(?!\d)`,
    ),
  },
  {
    type: 'mrn',
    pattern: labelled(
      [
        String.raw`MRN|MR\s?(?:#|no\b\.?|number)`,
        String.raw`medical[\s-]+record(?:\s*(?:number|no\b\.?|#|ID))?`,
        String.raw`med\.?[\s-]*rec(?:ord)?\.?\s*(?:number|no\b\.?|#|ID)`,
        String.raw`record\s*(?:no\b\.?|#)`,
        String.raw`patient\s*(?:ID|identifier|I\.D\.|no\b\.?|number|#)`,
        String.raw`(?:hospital|chart|NHS)\s*(?:number|no\b\.?|ID|#)`,
      ].join('|'),
      RECORD_NUMBER,
    ),
    accept: recordNumber,
  },
  {
    type: 'health-plan-or-account-number',
    pattern: labelled(
      [
        String.raw`(?:(?:health\s+)?insurance|health\s+plan|member(?:ship)?|subscriber|policy(?:holder)?|beneficiary|medicaid|medicare|group|account|acct|billing)\s*(?:ID|identifier|I\.D\.|no\b\.?|number|num\b\.?|#)`,
        String.raw`(?:insurance|medicaid|medicare|account|acct)\s*(?=:)`,
      ].join('|'),
      RECORD_NUMBER,
    ),
    accept: recordNumber,
  },
  {
    // Written as 123-45-6789 it is unmistakable; as nine bare digits, only when labelled.
    type: 'ssn',
    pattern: new RegExp(String.raw`(?<![\w-])${ssn('-', '-')}(?![\w-])`, 'gd'),
  },
];
