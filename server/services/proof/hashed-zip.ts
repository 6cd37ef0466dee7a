import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { sha256Hex } from '#server/lib/sha256';

/** One file of a bundle: its path in the ZIP and how to get its bytes when its turn comes. */
export interface BundleEntry {
  path: string;
  /**
   * The file's bytes, or null when it is gone (a lost stored file). Stored files come as
   * streams, opened only when their turn comes, so one is read at a time and never held whole.
   */
  open: () => Promise<Readable | Uint8Array | null>;
  /** Files that are compressed already (PDFs, images, Office files) are stored as they are. */
  compress?: boolean;
}

/** A file as written into the ZIP: what the summaries list. */
export interface WrittenFile {
  path: string;
  sha256: string;
  size: number;
}

export interface HashedZipPlan {
  /** The folder everything is in, so unpacking makes one folder; paths are relative to it. */
  root: string;
  entries: BundleEntry[];
  /**
   * The files written after all others, from what was written and what was missing: the
   * summaries (a manifest, a checksum list), which cannot list themselves.
   */
  summaries: (
    written: WrittenFile[],
    missing: string[],
  ) => { path: string; bytes: Uint8Array }[] | Promise<{ path: string; bytes: Uint8Array }[]>;
  mtime: Date;
}

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

/** A pass-through that hashes and counts what goes through it. */
function hashing() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ sha256: hash.digest('hex'), size }) };
}

/**
 * A ZIP written as it is read: each entry is opened in turn, hashed on its way into the archive
 * and read only as fast as the client takes the download, then the summaries are written from
 * those hashes. A file that fails midway errors the stream, so the download is cut short rather
 * than ending as a complete-looking archive; `onFailure` hears why.
 */
export function hashedZip(
  plan: HashedZipPlan,
  onFailure: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  // The file being read and its hasher: stopped when the client goes away.
  let current: Readable[] = [];
  let cancelled = false;
  const fail = (error: unknown) => {
    if (!cancelled) onFailure(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on('error', fail);

  async function write() {
    const written: WrittenFile[] = [];
    const missing: string[] = [];
    for (const entry of plan.entries) {
      const options = { mtime: plan.mtime, compress: entry.compress ?? true };
      const source = await entry.open();
      if (cancelled) {
        if (source && !(source instanceof Uint8Array)) source.destroy();
        return;
      }
      if (!source) {
        missing.push(entry.path);
        continue;
      }
      if (source instanceof Uint8Array) {
        const hash = sha256Hex(source);
        written.push({ path: entry.path, sha256: hash, size: source.length });
        zip.addBuffer(toBuffer(source), `${plan.root}/${entry.path}`, options);
        continue;
      }
      const through = hashing();
      current = [source, through.stream];
      source.on('error', (error) => through.stream.destroy(error));
      zip.addReadStream(source.pipe(through.stream), `${plan.root}/${entry.path}`, options);
      // The next file is opened only once this one has gone into the archive.
      await finished(through.stream);
      current = [];
      written.push({ path: entry.path, ...through.result() });
    }
    const summaries = await plan.summaries(written, missing);
    if (cancelled) return;
    for (const file of summaries) {
      zip.addBuffer(toBuffer(file.bytes), `${plan.root}/${file.path}`, {
        mtime: plan.mtime,
        compress: true,
      });
    }
    zip.end();
  }
  write().catch(fail);

  const chunks = output[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await chunks.next();
        if (done) controller.close();
        else controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.length));
      } catch (error) {
        controller.error(error);
      }
    },
    cancel() {
      // The client went away: stop reading storage.
      cancelled = true;
      for (const stream of current) stream.destroy(new Error('download cancelled'));
      output.destroy();
    },
  });
}
