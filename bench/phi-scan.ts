// Measures what the PHI guard adds to an upload: the time to read a file's text and look for
// patient identifiers in it, beside the type check every upload already had (the baseline, run
// in the same process), for a one-page PDF, a 200-page PDF (the guard's page cap), a Word file
// and a 5 MB Word body that stops at the guard's inflate cap.
//   node --import tsx bench/phi-scan.ts [--runs 10]
import { parseArgs } from 'node:util';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { detectAttachmentType } from '../server/services/attachments/detect-type';
import { contentTypes } from '../server/lib/file-types';
import { phiTypesIn } from '../server/services/phi/index';
import { deflated, officeParts, zipOf } from '../server/test/office-files';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);

const line = 'The distal tip of the aspiration catheter bends at body temperature (ISO 10993-5).';

async function pdfOf(pages: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage();
    for (let y = 0; y < 40; y++) page.drawText(line, { x: 30, y: 780 - y * 18, size: 9, font });
  }
  return pdf.save();
}

const wordBody = (paragraphs: number) =>
  `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${`<w:p><w:r><w:t>${line}</w:t></w:r></w:p>`.repeat(paragraphs)}</w:body></w:document>`;
const docxOf = (paragraphs: number) =>
  zipOf([
    ...officeParts('docx').filter((part) => part.name !== 'word/document.xml'),
    deflated('word/document.xml', wordBody(paragraphs)),
  ]);

const files: [string, Uint8Array, string, string][] = [
  ['PDF, 1 page', await pdfOf(1), contentTypes.pdf, 'sketch.pdf'],
  ['PDF, 200 pages', await pdfOf(200), contentTypes.pdf, 'report.pdf'],
  ['Word, 2 pages', docxOf(60), contentTypes.docx, 'notes.docx'],
  ['Word, 5 MB of text', docxOf(60_000), contentTypes.docx, 'long.docx'],
];

const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
async function timed(task: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return median(times);
}

console.log(
  `${'file'.padEnd(20)} ${'size'.padStart(9)} ${'type check ms'.padStart(14)} ${'PHI read ms'.padStart(12)}`,
);
for (const [name, bytes, type, fileName] of files) {
  const check = await timed(() => detectAttachmentType(bytes, fileName));
  const phi = await timed(() => phiTypesIn(bytes, type));
  console.log(
    `${name.padEnd(20)} ${`${(bytes.byteLength / 1024 / 1024).toFixed(2)} MB`.padStart(9)} ${check.toFixed(1).padStart(14)} ${phi.toFixed(1).padStart(12)}`,
  );
}
