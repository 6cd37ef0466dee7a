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

/**
 * CSV chunks as a download that fails visibly: when a read fails midway, a last line says so
 * (`# EXPORT FAILED: …`) and the stream then errors, so the response is cut short and the
 * browser reports a failed download instead of a complete-looking file. `counter` is the rows
 * the chunks have sent, for that line and for `onFailure`.
 */
export function csvDownload(
  chunks: AsyncGenerator<string>,
  counter: { rows: number },
  onFailure: (error: unknown, rowsSent: number) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let failure: Error | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      // Erroring discards what is queued, so the failure line is read before the stream errors.
      if (failure) return controller.error(failure);
      try {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        onFailure(error, counter.rows);
        controller.enqueue(
          encoder.encode(
            `# EXPORT FAILED: the export stopped after ${counter.rows} rows and this file is incomplete. Please export again.\r\n`,
          ),
        );
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
