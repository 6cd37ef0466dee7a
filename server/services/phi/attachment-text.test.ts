import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { contentTypes } from '#server/lib/file-types';
import { pdfFile } from '#server/test/files';
import { deflated, zeros, zipOf } from '#server/test/office-files';
import {
  ATTACHMENT_TEXT_MAX_CHARS,
  DOCX_MAX_INFLATED_BYTES,
  PDF_MAX_PAGES,
  attachmentText,
} from './attachment-text';
import { docxText } from './docx-text';

const MiB = 1024 * 1024;

/** A PDF of `pages` pages, each naming its number, with `line` on page `at`. */
async function pdfOfPages(pages: number, at: number, line: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let number = 1; number <= pages; number++) {
    pdf.addPage().drawText(number === at ? line : `Page ${number}`);
  }
  return pdf.save();
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const wordXml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;

/** A Word file written by yazl, as any zip tool writes one, of the given parts. */
async function docx(parts: Record<string, string | Buffer>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries({
    '[Content_Types].xml': CONTENT_TYPES,
    ...parts,
  })) {
    zip.addBuffer(Buffer.from(content), name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

describe('PDF', () => {
  it('gives the text of each page', async () => {
    const text = await attachmentText(await pdfFile('Patient MRN: 00482913'), contentTypes.pdf);
    expect(text).toContain('Patient MRN: 00482913');
  });

  it(`reads the first ${PDF_MAX_PAGES} pages and no more`, async () => {
    const line = 'DOB 03/15/1961';
    const last = await attachmentText(
      await pdfOfPages(PDF_MAX_PAGES + 5, PDF_MAX_PAGES, line),
      contentTypes.pdf,
    );
    expect(last).toContain(line);
    const after = await attachmentText(
      await pdfOfPages(PDF_MAX_PAGES + 5, PDF_MAX_PAGES + 1, line),
      contentTypes.pdf,
    );
    expect(after).toContain(`Page ${PDF_MAX_PAGES}`);
    expect(after).not.toContain(line);
  });

  it('leaves the bytes it was given as they were', async () => {
    const bytes = await pdfFile('MRN 00482913');
    const copy = bytes.slice();
    await attachmentText(bytes, contentTypes.pdf);
    expect(bytes).toEqual(copy);
  });
});

describe('Word', () => {
  it('joins runs as shown, a line a paragraph, entities decoded', async () => {
    const file = await docx({
      'word/document.xml': wordXml(
        '<w:p><w:r><w:t>MRN: 004</w:t></w:r><w:r><w:t>82913</w:t></w:r></w:p>' +
          '<w:p><w:r><w:t xml:space="preserve">Smith &amp; Sons</w:t><w:tab/><w:t>&#x41;&#66;</w:t></w:r></w:p>',
      ),
    });
    expect(await attachmentText(file, contentTypes.docx)).toBe('MRN: 00482913\nSmith & Sons\tAB\n');
  });

  it('reads headers, footers and comments after the body', async () => {
    const file = await docx({
      'word/footer1.xml': '<w:ftr><w:p><w:r><w:t>Fax 555.123.4567</w:t></w:r></w:p></w:ftr>',
      'word/document.xml': wordXml('<w:p><w:r><w:t>Catheter tip</w:t></w:r></w:p>'),
      'word/comments.xml':
        '<w:comments><w:comment><w:p><w:r><w:t>Pt: Jane Doe</w:t></w:r></w:p></w:comment></w:comments>',
    });
    const text = await attachmentText(file, contentTypes.docx);
    expect(text).toMatch(/^Catheter tip\n/);
    expect(text).toContain('Fax 555.123.4567');
    expect(text).toContain('Pt: Jane Doe');
  });

  it(`stops inflating at ${DOCX_MAX_INFLATED_BYTES / MiB} MiB however far the body goes`, async () => {
    // 64 MiB of text that deflates to a few dozen KB.
    const file = await docx({
      'word/document.xml': wordXml(
        `<w:p><w:r><w:t>DOB 03/15/1961 ${' '.repeat(64 * MiB)}</w:t></w:r></w:p>`,
      ),
    });
    expect(file.byteLength).toBeLessThan(MiB);
    const text = await attachmentText(file, contentTypes.docx);
    expect(text).toContain('DOB 03/15/1961');
    expect(text!.length).toBe(ATTACHMENT_TEXT_MAX_CHARS);
    // Below the text cap, the inflation cap is what stops it.
    const inflated = await docxText(file, MiB);
    expect(inflated!.length).toBeLessThanOrEqual(MiB);
    expect(inflated).toContain('DOB 03/15/1961');
  });

  it('reads a gigabyte-inflating body no further than the cap, or not at all when its headers lie', async () => {
    const prefix = wordXml('<w:p><w:r><w:t>SSN 123-45-6789</w:t></w:r></w:p>').replace(
      '</w:body></w:document>',
      '',
    );
    const body = zeros('word/document.xml', 1024, prefix);
    const bomb = zipOf([deflated('[Content_Types].xml', CONTENT_TYPES), body]);
    expect(await docxText(bomb, MiB)).toContain('SSN 123-45-6789');
    const lying = zipOf([deflated('[Content_Types].xml', CONTENT_TYPES), { ...body, size: 2_000 }]);
    expect(await attachmentText(lying, contentTypes.docx)).toBeNull();
  });
});

describe('what cannot be read', () => {
  it.each([
    [
      'random bytes as a PDF',
      Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251),
      contentTypes.pdf,
    ],
    [
      'a PDF header and nothing after',
      new TextEncoder().encode('%PDF-1.7\n%%EOF'),
      contentTypes.pdf,
    ],
    [
      'a truncated ZIP as Word',
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]),
      contentTypes.docx,
    ],
    ['an empty file', new Uint8Array(), contentTypes.docx],
  ])('gives null for %s', async (_, bytes, type) => {
    expect(await attachmentText(bytes, type)).toBeNull();
  });

  it('gives null for a ZIP without a Word body', async () => {
    expect(
      await attachmentText(zipOf([deflated('readme.txt', 'MRN 00482913')]), contentTypes.docx),
    ).toBeNull();
  });

  it('gives null for legacy Word, images and any other kind', async () => {
    const pdf = await pdfFile('MRN 00482913');
    for (const type of [contentTypes.doc, contentTypes.png, contentTypes.xlsx, 'text/plain']) {
      expect(await attachmentText(pdf, type)).toBeNull();
    }
  });
});
