import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const run = promisify(execFile);

/** What Debian's `pdfsig` (poppler) says of a PDF's signatures, with times in UTC. */
export async function pdfsig(pdf: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdfsig-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdfsig', [file], { env: { ...process.env, TZ: 'UTC' } });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The one signature's CMS, read from /Contents, and the bytes its /ByteRange covers. */
export function embeddedSignature(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  const range = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(text);
  if (!range) throw new Error('no /ByteRange');
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  const signed = Buffer.concat([
    Buffer.from(pdf.subarray(a, a + b)),
    Buffer.from(pdf.subarray(c, c + d)),
  ]);
  const hex = text.slice(a + b + 1, c - 1);
  const der = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(new Uint8Array(der));
  const contentInfo = new pkijs.ContentInfo({ schema: parsed.result });
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  // The entries written after /Contents, up to the end of the signature dictionary's object.
  const dictionary = text.slice(c, text.indexOf('endobj', c));
  return {
    contentType: contentInfo.contentType,
    signedData,
    signerInfo: signedData.signerInfos[0]!,
    signed: new Uint8Array(signed),
    /** A literal string of the signature dictionary, such as /Reason or /M. */
    entry: (key: string) =>
      new RegExp(`/${key} \\(((?:\\\\.|[^\\\\)])*)\\)`)
        .exec(dictionary)?.[1]
        ?.replace(/\\(.)/g, '$1'),
  };
}
