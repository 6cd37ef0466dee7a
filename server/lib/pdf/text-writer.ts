import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

export const PAGE = { width: 612, height: 792, margin: 56 };
export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.35, 0.38, 0.42);

/** A time as the portal's records print it: to the second, in UTC. */
export const utc = (date: Date) =>
  `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, '')} UTC`;

/** Lays text out top to bottom, starting new pages as needed. */
export class TextWriter {
  page!: PDFPage;
  y = 0;
  private readonly encodable = new Map<string, boolean>();
  /** Whether any character written so far could not be printed and shows as '?'. */
  replaced = false;

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /** A writer on a new first page of `pdf`, in the standard Helvetica faces. */
  static async start(pdf: PDFDocument): Promise<TextWriter> {
    return new TextWriter(
      pdf,
      await pdf.embedFont(StandardFonts.Helvetica),
      await pdf.embedFont(StandardFonts.HelveticaBold),
    );
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** The standard fonts cover Western European text; anything else prints as '?', never fails. */
  clean(text: string): string {
    return [...text.normalize('NFC')]
      .map((ch) => {
        if (!this.encodable.has(ch)) {
          try {
            this.regular.encodeText(ch);
            this.encodable.set(ch, true);
          } catch {
            this.encodable.set(ch, false);
          }
        }
        if (this.encodable.get(ch)) return ch;
        this.replaced = true;
        return '?';
      })
      .join('');
  }

  lines(text: string, font: PDFFont, size: number, width: number, most = Infinity): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of this.clean(text).split(/\s+/).filter(Boolean)) {
      if (out.length >= most) break;
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) out.push(line);
      // A word wider than the line (a long user agent, a hash) is cut where it must be.
      const pieces = cutWord(word, font, size, width);
      out.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    }
    if (line) out.push(line);
    return out.slice(0, most);
  }

  text(text: string, { size = 10, font = this.regular, color = INK, gap = 6, indent = 0 } = {}) {
    const width = PAGE.width - 2 * PAGE.margin - indent;
    for (const line of this.lines(text, font, size, width)) {
      if (this.y - size < PAGE.margin) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: PAGE.margin + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  /**
   * Text whose line breaks matter (a description, a mail): each line as written, blank lines
   * kept as space.
   */
  paragraphs(text: string, options: { size?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
      if (line.trim()) this.text(line, { size, gap: 0 });
      else this.space(size * 0.9);
    }
    this.space(options.gap ?? 6);
  }

  /** Starts a new page unless `height` more fits on this one. */
  keep(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  /** A section's heading, never alone at the foot of a page: a few lines of it come along. */
  heading(text: string) {
    this.keep(12 * 1.35 + 4 + 3 * 10 * 1.35);
    this.text(text, { size: 12, font: this.bold, gap: 4 });
  }

  /**
   * A label above its value, on one page: the label never ends a page with its value on the
   * next. A value longer than a few lines may still run on over the break.
   */
  field(label: string, value: string) {
    const width = PAGE.width - 2 * PAGE.margin;
    const valueLines = Math.min(this.lines(value, this.regular, 10, width).length, 4);
    this.keep(8 * 1.35 + valueLines * 10 * 1.35);
    this.text(label, { size: 8, font: this.bold, color: MUTED, gap: 0 });
    this.text(value, { size: 10, gap: 8 });
  }

  /** A label above text whose line breaks matter (a list, an answer of several lines). */
  fieldLines(label: string, value: string) {
    const width = PAGE.width - 2 * PAGE.margin;
    const first = value.replace(/\r\n?/g, '\n').split('\n')[0] ?? '';
    const valueLines = Math.min(Math.max(this.lines(first, this.regular, 10, width).length, 1), 4);
    this.keep(8 * 1.35 + valueLines * 10 * 1.35);
    this.text(label, { size: 8, font: this.bold, color: MUTED, gap: 0 });
    this.paragraphs(value, { gap: 8 });
  }

  space(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
    else this.y -= height;
  }

  /**
   * Writes the footer of every page, once the text is laid out and the pages are counted:
   * `left` at the left and "Page n of N" at the right, below the bottom margin.
   */
  footers(left: string) {
    drawFooters(this.pdf, this.regular, this.clean(left));
  }
}

/** `left` at the left and "Page n of N" at the right of every page, below its bottom margin. */
export function drawFooters(
  pdf: PDFDocument,
  font: PDFFont,
  left: string,
  layout: { width: number; margin: number } = PAGE,
) {
  const pages = pdf.getPages();
  const size = 8;
  const y = layout.margin / 2;
  pages.forEach((page, index) => {
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(left, { x: layout.margin, y, size, font, color: MUTED });
    page.drawText(number, {
      x: layout.width - layout.margin - font.widthOfTextAtSize(number, size),
      y,
      size,
      font,
      color: MUTED,
    });
  });
}

/**
 * A word in pieces no wider than `width`, measured a character at a time: the width of a text
 * in a standard font is the sum of its characters' (no kerning), so one pass is enough, where
 * measuring ever shorter starts took time growing with the cube of the word's length.
 */
function cutWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const character of word) {
    const advance = font.widthOfTextAtSize(character, size);
    if (piece && used + advance > width) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += character;
    used += advance;
  }
  if (piece) pieces.push(piece);
  return pieces;
}
