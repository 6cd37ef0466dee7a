import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';
import { fromBufferPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import { sendIdea } from './admin';

const run = promisify(execFile);

/** What an inventor holds once an idea is sent and certified: its bundle and the PDFs in it. */
export interface IssuedEvidence {
  id: string;
  bundle: Buffer;
  disclosurePdf: Buffer;
  agreementPdf: Buffer;
  /** The verification code printed on disclosure.pdf, as printed (`7K3QD-9XJ2M`). */
  disclosureCode: string;
}

/** A ZIP's files, by path, in order. */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await fromBufferPromise(zip);
  const entries = new Map<string, Buffer>();
  try {
    for await (const entry of file.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await file.openReadStreamPromise(entry))
        chunks.push(chunk as Buffer);
      entries.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    file.close();
  }
  return entries;
}

/** A ZIP of these files, in this order: each entry readable, with its own right checksum. */
export function zipOf(entries: Map<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name, { mtime: new Date(0) });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * The file with one byte changed inside its first stream (a page's content, say): it still
 * opens as a PDF, says which document it claims to be, and no longer has that document's bytes.
 */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const changed = Buffer.from(pdf);
  const stream = changed.indexOf('stream\n');
  expect(stream, 'the PDF has a stream').toBeGreaterThan(0);
  const at = stream + 'stream\n'.length + 8;
  changed[at] = changed[at]! ^ 0x01;
  return changed;
}

/** The bundle rebuilt with one byte changed in the one entry whose path ends with `suffix`. */
export async function bundleWithEntryChanged(bundle: Buffer, suffix: string): Promise<Buffer> {
  const entries = await zipEntries(bundle);
  const names = [...entries.keys()].filter((name) => name.endsWith(suffix));
  expect(names, `one entry ends with ${suffix}`).toHaveLength(1);
  entries.set(names[0]!, withOneByteChanged(entries.get(names[0]!)!));
  return zipOf(entries);
}

/** The text of a PDF as pdftotext reads it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Sends an idea as the signed-in inventor of `request`, waits for the local authority to
 * certify it, and downloads its evidence bundle as the inventor would.
 */
export async function sentAndCertified(
  request: APIRequestContext,
  idea: { title: string; description: string },
): Promise<IssuedEvidence> {
  const id = await sendIdea(request, idea);
  await expect
    .poll(
      async () => {
        const proof = (await (await request.get(`/api/submissions/${id}/proof`)).json()) as {
          timestamp: { state: string };
        };
        return proof.timestamp.state;
      },
      { timeout: 30_000 },
    )
    .toBe('certified');
  const download = await request.get(`/api/submissions/${id}/evidence`);
  expect(download.status()).toBe(200);
  const bundle = await download.body();
  const entries = await zipEntries(bundle);
  const entry = (suffix: string) => {
    const found = [...entries].find(([name]) => name.endsWith(suffix));
    expect(found, `the bundle has ${suffix}`).toBeTruthy();
    return found![1];
  };
  const disclosurePdf = entry('/disclosure.pdf');
  const code = /Verification code ([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(await pdfText(disclosurePdf));
  expect(code, 'disclosure.pdf prints its verification code').toBeTruthy();
  return {
    id,
    bundle,
    disclosurePdf,
    agreementPdf: entry('/agreement/agreement.pdf'),
    disclosureCode: code![1]!,
  };
}
