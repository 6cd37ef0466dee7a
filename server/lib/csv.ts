// What a spreadsheet may read as the start of a formula: =, +, - and @, their full-width and
// small forms (which some read as the ASCII sign), and a tab or carriage return before one.
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

/**
 * One CSV field. Quoted when it must be; and a leading formula sign is defused with an
 * apostrophe, so a spreadsheet never runs a submitter's text as a formula.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A time as `YYYY-MM-DD HH:MM:SS`, in UTC (the columns say so): the form spreadsheet programs
 * read as a date and time, where an ISO 8601 string with its T and Z stays text.
 */
export const csvTime = (date: Date | null | undefined) =>
  date ? date.toISOString().slice(0, 19).replace('T', ' ') : '';
