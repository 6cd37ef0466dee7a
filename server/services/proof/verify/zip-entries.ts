import { createHash } from 'node:crypto';
import { fromBufferPromise, type ZipFile } from 'yauzl';

/** What a real bundle's central directory stays far inside (as the PHI check's office reader). */
const MAX_ENTRIES = 10_000;

/** manifest.json at the top of the bundle, or of its one folder. */
const MANIFEST = /^(?:[^/]+\/)?manifest\.json$/;

export interface ZipEntryHash {
  /** The path inside the bundle's one folder, as manifest.json names it. */
  path: string;
  sha256: string;
  size: number;
  /** The bytes of a bundle's own manifest.json (small), to read the code it names. */
  bytes?: Buffer;
}

/** A ZIP whose entries would inflate past what /verify reads: refused, not read on. */
export class ZipTooLarge extends Error {}

/**
 * Each file of a ZIP (an evidence bundle) with its SHA-256 and size, hashed as it inflates,
 * never held whole: `maxInflated` bounds what all entries inflate to, so a zip bomb costs what
 * it allows and no more. The one folder a bundle unpacks into is taken off the paths. Null for
 * a ZIP that cannot be read (malformed, encrypted, an entry longer than it declares).
 */
export async function zipEntryHashes(
  bytes: Uint8Array,
  maxInflated: number,
): Promise<ZipEntryHash[] | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      validateEntrySizes: true,
      strictFileNames: false,
    });
    if (zip.entryCount > MAX_ENTRIES) throw new ZipTooLarge();
    const entries = [];
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8))
        return null;
      entries.push(entry);
    }
    let budget = maxInflated;
    const hashes: ZipEntryHash[] = [];
    for (const entry of entries) {
      if (entry.uncompressedSize > budget) throw new ZipTooLarge();
      const hash = createHash('sha256');
      const kept: Buffer[] | null = MANIFEST.test(entry.fileName) ? [] : null;
      let size = 0;
      for await (const chunk of await zip.openReadStreamPromise(entry)) {
        size += (chunk as Buffer).length;
        if (size > budget) throw new ZipTooLarge();
        hash.update(chunk as Buffer);
        kept?.push(chunk as Buffer);
      }
      budget -= size;
      hashes.push({
        path: entry.fileName,
        sha256: hash.digest('hex'),
        size,
        ...(kept ? { bytes: Buffer.concat(kept) } : {}),
      });
    }
    const roots = new Set(hashes.map((file) => file.path.split('/')[0]));
    const oneFolder = roots.size === 1 && hashes.every((file) => file.path.includes('/'));
    return oneFolder
      ? hashes.map((file) => ({ ...file, path: file.path.slice(file.path.indexOf('/') + 1) }))
      : hashes;
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error;
    return null;
  } finally {
    zip?.close();
  }
}
