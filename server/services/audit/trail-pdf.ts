import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  AUDIT_TRAIL_CSV_MAX,
  AUDIT_TRAIL_PDF_MAX,
  auditTrailTexts,
  type AuditTrailFilters,
} from '#common/audit-trail';
import { company } from '#common/company';
import { drawFooters, INK, MUTED, TextWriter, utc } from '#server/lib/pdf/text-writer';
import { describeFilters, toTrailEntry, type AuditRow } from './trail';

// US Letter on its side: seven columns need the width.
const PAGE = { width: 792, height: 612, margin: 36 };
const SIZE = 7.5;
const LINE = SIZE * 1.3;
const PAD = 4;
const RULE = rgb(0.8, 0.82, 0.85);
/** A cell's lines beyond this are cut with an ellipsis: one entry never fills a page. */
const MAX_LINES = 8;

const columns = [
  { title: 'Time (UTC)', width: 78 },
  { title: 'Action', width: 118 },
  { title: 'Actor', width: 118 },
  { title: 'Target', width: 112 },
  { title: 'Idea', width: 44 },
  { title: 'IP address', width: 70 },
  { title: 'Details', width: PAGE.width - 2 * PAGE.margin - 540 },
] as const;

export interface TrailReport {
  rows: AuditRow[];
  filters: AuditTrailFilters;
  /** Whether more entries matched than the report holds. */
  truncated: boolean;
  madeAt: Date;
  madeBy: string;
}

const cells = (row: AuditRow): string[] => {
  const entry = toTrailEntry(row);
  return [
    utc(row.createdAt).replace(' UTC', ''),
    entry.label ? `${entry.label} (${entry.action})` : entry.action,
    entry.erasedAt ? '(erased)' : (entry.actorEmail ?? '—'),
    entry.targetType ? `${entry.targetType} ${entry.targetId ?? ''}` : '—',
    entry.ideaReference ?? '',
    entry.ipAddress ?? '',
    entry.details ? JSON.stringify(entry.details) : '',
  ];
};

/** Lays the table out row by row, starting a page (with the column heads) when one is full. */
class TableWriter {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly text: TextWriter,
  ) {}

  get regular(): PDFFont {
    return this.text.regular;
  }

  get bold(): PDFFont {
    return this.text.bold;
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Wrapped lines across the page's width. */
  paragraph(text: string, { size = 9, font = this.regular, color = MUTED, gap = 3 } = {}) {
    for (const line of this.text.lines(text, font, size, PAGE.width - 2 * PAGE.margin)) {
      if (this.y - size * 1.35 < PAGE.margin + 12) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  heads() {
    this.row(
      columns.map((column) => column.title),
      this.bold,
    );
    this.rule(0.75, INK);
  }

  row(values: string[], font = this.regular) {
    const wrapped = values.map((value, i) => {
      const lines = this.text.lines(value, font, SIZE, columns[i]!.width - PAD, MAX_LINES + 1);
      return lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES - 1), '…'] : lines;
    });
    const height = Math.max(1, ...wrapped.map((lines) => lines.length)) * LINE + PAD;
    if (this.y - height < PAGE.margin + 12) {
      this.newPage();
      if (font !== this.bold) this.heads();
    }
    let x = PAGE.margin;
    wrapped.forEach((lines, i) => {
      lines.forEach((line, n) => {
        this.page.drawText(line, { x, y: this.y - (n + 1) * LINE, size: SIZE, font, color: INK });
      });
      x += columns[i]!.width;
    });
    this.y -= height;
    if (font !== this.bold) this.rule(0.25, RULE);
  }

  private rule(thickness: number, color: typeof INK) {
    const y = this.y + PAD / 2;
    this.page.drawLine({
      start: { x: PAGE.margin, y },
      end: { x: PAGE.width - PAGE.margin, y },
      thickness,
      color,
    });
  }

  /** "Audit trail · generated … by …" and "Page n of N" under every page. */
  footers(left: string) {
    drawFooters(this.pdf, this.regular, this.text.clean(left), PAGE);
  }
}

/** The filtered audit trail as a report to read or file: a landscape table, newest first. */
export async function renderAuditTrailPdf(report: TrailReport): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Audit trail');
  pdf.setAuthor(company.legalName);
  pdf.setSubject(`Audit trail, filters: ${describeFilters(report.filters)}`);
  pdf.setCreationDate(report.madeAt);
  pdf.setModificationDate(report.madeAt);
  // TextWriter wraps and cleans the text; its own first page is portrait, and not wanted here.
  const text = await TextWriter.start(pdf);
  pdf.removePage(0);
  const w = new TableWriter(pdf, text);
  w.newPage();

  const made = `${utc(report.madeAt)} by ${report.madeBy}`;
  w.paragraph('Audit trail', { size: 16, font: w.bold, color: INK, gap: 4 });
  w.paragraph(`${company.legalName} · ${company.name}`);
  w.paragraph(`Filters: ${describeFilters(report.filters)}`, { color: INK });
  w.paragraph(`Generated ${made}`, { color: INK });
  const count = report.rows.length.toLocaleString('en-US');
  w.paragraph(
    report.truncated
      ? `Cut short: the newest ${AUDIT_TRAIL_PDF_MAX.toLocaleString('en-US')} matching entries are shown, newest first, and more matched. Narrow the filters, or export CSV for up to ${AUDIT_TRAIL_CSV_MAX.toLocaleString('en-US')}.`
      : `${count} ${report.rows.length === 1 ? 'entry' : 'entries'}, newest first.`,
    { font: report.truncated ? w.bold : w.regular, color: INK, gap: 10 },
  );

  if (report.rows.length === 0) {
    w.paragraph(auditTrailTexts.empty, { color: INK });
  } else {
    w.heads();
    for (const row of report.rows) w.row(cells(row));
  }
  if (text.replaced)
    w.paragraph(
      "Some characters cannot be printed in this PDF's font and show as '?'; the CSV export holds the exact text.",
      { gap: 0 },
    );
  w.footers(`Audit trail · generated ${made}`);
  return pdf.save();
}
