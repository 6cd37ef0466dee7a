import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE, TextWriter } from './text-writer';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'text-writer-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Each page's text as pdftotext reads it. */
async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout.split('\f').filter((page) => page.trim());
}

describe('TextWriter', () => {
  it('never leaves a label at the foot of a page with its value on the next', async () => {
    const pdf = await PDFDocument.create();
    const w = await TextWriter.start(pdf);
    w.text('First page');
    // Room for the label's line and not for its value's.
    w.y = PAGE.margin + 12;
    w.field('SHA-256 of the signed PDF', 'a'.repeat(64));
    const pages = await pagesOf(await pdf.save());
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('SHA-256 of the signed PDF');
    expect(pages[1]).toContain('SHA-256 of the signed PDF');
    expect(pages[1]).toContain('a'.repeat(64));
  });

  it('keeps a heading with the text that follows it', async () => {
    const pdf = await PDFDocument.create();
    const w = await TextWriter.start(pdf);
    w.text('First page');
    w.y = PAGE.margin + 20;
    w.heading('Attachment');
    w.text('None.');
    const pages = await pagesOf(await pdf.save());
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Attachment');
    expect(pages[1]).toMatch(/Attachment\s+None\./);
  });

  it('numbers every page and repeats the footer text on each', async () => {
    const pdf = await PDFDocument.create();
    const w = await TextWriter.start(pdf);
    for (let line = 0; line < 120; line++) w.text(`Line ${line}`);
    w.footers('Disclosure record · Submission 1a2b3c4d');
    const pages = await pagesOf(await pdf.save());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Disclosure record · Submission 1a2b3c4d');
    });
  });

  it('cuts a word wider than the line into pieces that fit, losing nothing, and stops where asked', async () => {
    const pdf = await PDFDocument.create();
    const w = await TextWriter.start(pdf);
    const word = 'x9{"notes":"'.repeat(500);
    const lines = w.lines(`before ${word} after`, w.regular, 7.5, 180);
    for (const line of lines)
      expect(w.regular.widthOfTextAtSize(line, 7.5)).toBeLessThanOrEqual(180);
    expect(lines.join('').replaceAll(' ', '')).toBe(`before${word}after`);
    expect(lines[0]).toBe('before');
    expect(w.lines(`before ${word} after`, w.regular, 7.5, 180, 3)).toEqual(lines.slice(0, 3));
  });
});
