import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { normaliseVerificationCode, verificationAlphabet } from '#common/verification';
import { claimedVerificationCode } from './claimed-code';
import { PAGE, TextWriter } from './text-writer';
import { drawVerificationBlock } from './verification-block';
import { newVerificationCode, newVerificationMark } from './verification-code';

const run = promisify(execFile);

async function markedPdf(code: string, options: { useObjectStreams?: boolean } = {}) {
  const pdf = await PDFDocument.create();
  const w = await TextWriter.start(pdf);
  w.text('Disclosure record');
  const mark = { code, url: `https://portal.example/verify?code=${code}` };
  drawVerificationBlock(w, mark);
  return { bytes: await pdf.save(options), mark };
}

/** The page drawn in grey levels, `scale` pixels a point: what a phone's camera would see. */
async function rendered(bytes: Uint8Array, scale: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'qr-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), bytes);
    await run('pdftoppm', [
      '-gray',
      '-r',
      String(72 * scale),
      '-singlefile',
      path.join(dir, 'in.pdf'),
      path.join(dir, 'out'),
    ]);
    const pgm = await readFile(path.join(dir, 'out.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.toString('latin1', 0, 32))!;
    const width = Number(header[1]);
    const pixels = pgm.subarray(header[0].length);
    return (x: number, y: number) => pixels[Math.round(y) * width + Math.round(x)]!;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the verification block', () => {
  it('draws the link as a QR code whose every module reads as drawn', async () => {
    const { bytes, mark } = await markedPdf('7K3QD9XJ2M');
    const { modules } = QRCode.create(mark.url, { errorCorrectionLevel: 'M' });
    const scale = 8;
    const pixel = await rendered(bytes, scale);
    const cell = 64 / modules.size;
    // TextWriter starts a page at its margin and the block is drawn after one line of text.
    const top = 10 * 1.35 + 6 + PAGE.margin;
    let wrong = 0;
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++) {
        const dark =
          pixel((PAGE.margin + (col + 0.5) * cell) * scale, (top + (row + 0.5) * cell) * scale) <
          128;
        if (dark !== Boolean(modules.get(row, col))) wrong++;
      }
    expect(wrong).toBe(0);
  });

  it('names the code in the Keywords, read back from the bytes or by opening the file', async () => {
    for (const useObjectStreams of [false, true]) {
      const { bytes } = await markedPdf('7K3QD9XJ2M', { useObjectStreams });
      expect(await claimedVerificationCode(bytes)).toBe('7K3QD9XJ2M');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getKeywords()).toBe('verification-code:7K3QD9XJ2M');
    }
  });

  it('still finds the code in a copy too damaged to open', async () => {
    const { bytes } = await markedPdf('7K3QD9XJ2M', { useObjectStreams: false });
    const damaged = bytes.slice(0, bytes.length - 400);
    expect(await claimedVerificationCode(damaged)).toBe('7K3QD9XJ2M');
  });

  it('finds no code in a PDF that carries none, or in what is no PDF', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    expect(await claimedVerificationCode(await pdf.save())).toBeNull();
    expect(await claimedVerificationCode(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('a new code', () => {
  it('is ten characters of the alphabet, canonical as it stands, and new each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toHaveLength(10);
      expect([...code].every((ch) => verificationAlphabet.includes(ch))).toBe(true);
      expect(normaliseVerificationCode(code)).toBe(code);
    }
  });

  it('leads to /verify on the portal’s address', () => {
    const mark = newVerificationMark('https://portal.example/');
    expect(mark.url).toBe(`https://portal.example/verify?code=${mark.code}`);
  });
});
