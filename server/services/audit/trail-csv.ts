import { AUDIT_TRAIL_CSV_MAX, type AuditTrailFilters } from '#common/audit-trail';
import type { Db } from '#server/db/client';
import { csvDownload, csvField, csvTime } from '#server/lib/csv';
import { toTrailEntry, trailRows, type AuditRow } from './trail';

const header = [
  'ID',
  'Time (UTC)',
  'Action',
  'Description',
  'Actor',
  'Target Type',
  'Target ID',
  'Idea Reference',
  'IP Address',
  'Details',
];

const BATCH = 1_000;

/**
 * The matching entries up to `upTo` as CSV, newest first, read a batch at a time (keyset on the
 * id, so a batch costs the same deep in the log), at most AUDIT_TRAIL_CSV_MAX rows. When more
 * matched, a last line says the file is cut, so nobody takes it for the whole log.
 */
export async function* auditTrailCsv(
  db: Db,
  filters: AuditTrailFilters,
  upTo: number,
  counter: { rows: number } = { rows: 0 },
): AsyncGenerator<string> {
  // A byte-order mark lets spreadsheet programs read the file as UTF-8.
  yield `\uFEFF${header.join(',')}\r\n`;
  let before = upTo + 1;
  for (;;) {
    const room = AUDIT_TRAIL_CSV_MAX - counter.rows;
    const rows = await trailRows(db, filters, Math.min(BATCH, room + 1), { before, upTo });
    const kept = rows.slice(0, room);
    counter.rows += kept.length;
    if (kept.length) yield kept.map(csvLine).join('');
    if (rows.length > room) {
      yield `# CUT SHORT: only the newest ${AUDIT_TRAIL_CSV_MAX.toLocaleString('en-US')} matching entries are in this file. Narrow the filters (dates) to export the rest.\r\n`;
      return;
    }
    if (rows.length < BATCH) return;
    before = rows.at(-1)!.id;
  }
}

function csvLine(row: AuditRow): string {
  const entry = toTrailEntry(row);
  return (
    [
      String(entry.id),
      csvTime(row.createdAt),
      entry.action,
      entry.label,
      entry.erasedAt ? '(erased)' : entry.actorEmail,
      entry.targetType,
      entry.targetId,
      entry.ideaReference,
      entry.ipAddress,
      entry.details === null ? '' : JSON.stringify(entry.details),
    ]
      .map(csvField)
      .join(',') + '\r\n'
  );
}

/** The CSV as a download that fails visibly (csvDownload). */
export function auditTrailCsvStream(
  db: Db,
  filters: AuditTrailFilters,
  upTo: number,
  onFailure: (error: unknown, rowsSent: number) => void,
): ReadableStream<Uint8Array> {
  const counter = { rows: 0 };
  return csvDownload(auditTrailCsv(db, filters, upTo, counter), counter, onFailure);
}
