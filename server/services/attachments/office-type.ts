import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';
import { readAtMost } from '#server/lib/read-at-most';

/** The main part's content type of each Office Open XML kind we take. */
const mainPartTypes = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
} as const;
export type OfficeKind = keyof typeof mainPartTypes;

/** The part listing every other part's type: a few KB in real documents, never inflated past this. */
export const CONTENT_TYPES_MAX_BYTES = 64 * 1024;

// What a container may claim in its central directory, checked before anything is inflated.
// Real documents stay far inside: their XML deflates about 5-20 times, their media barely;
// a run of zeros deflates about a thousand times, which is what a zip bomb is made of.
const MAX_ENTRIES = 10_000;
const MAX_INFLATED_BYTES = 512 * 1024 * 1024;
const MAX_RATIO = 200;
const RATIO_CHECKED_FROM = 1024 * 1024;

const absurd = (entry: Entry) =>
  entry.isEncrypted() ||
  (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) ||
  (entry.uncompressedSize > RATIO_CHECKED_FROM &&
    entry.uncompressedSize > MAX_RATIO * entry.compressedSize);

const attribute = (element: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(element)?.slice(1).find(Boolean);

/**
 * Which Office document a ZIP container is, from its parts: its central directory is read
 * without inflating anything, and only `[Content_Types].xml` is inflated, at most
 * CONTENT_TYPES_MAX_BYTES of it. Null for anything else, including a container that claims
 * absurd sizes or ratios, or whose parts inflate beyond what they declare.
 */
export async function officeDocumentKind(bytes: Uint8Array): Promise<OfficeKind | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      validateEntrySizes: true,
      strictFileNames: true,
    });
    return await kindOf(zip);
  } catch {
    // Whatever the reader refuses (a malformed or deceptive container) is not a document we take.
    return null;
  } finally {
    zip?.close();
  }
}

async function kindOf(zip: ZipFile): Promise<OfficeKind | null> {
  if (zip.entryCount > MAX_ENTRIES) return null;
  const parts = new Set<string>();
  let contentTypes: Entry | undefined;
  let inflated = 0;
  for await (const entry of zip.eachEntry()) {
    inflated += entry.uncompressedSize;
    if (absurd(entry) || inflated > MAX_INFLATED_BYTES) return null;
    // Part names are case-insensitive (ECMA-376 Part 2).
    const name = entry.fileName.toLowerCase();
    parts.add(name);
    if (name === '[content_types].xml') contentTypes = entry;
  }
  if (!contentTypes || contentTypes.uncompressedSize > CONTENT_TYPES_MAX_BYTES) return null;

  const xml = await readAtMost(
    await zip.openReadStreamPromise(contentTypes),
    CONTENT_TYPES_MAX_BYTES,
  );
  if (!xml) return null;
  // Each kind whose main part is declared in an Override and is really in the container.
  const kinds = new Set<OfficeKind>();
  for (const [element] of xml.toString('utf8').matchAll(/<(?:\w+:)?Override\b[^>]*>/g)) {
    const partName = attribute(element, 'PartName')?.replace(/^\//, '').toLowerCase();
    const type = attribute(element, 'ContentType');
    const kind = (Object.keys(mainPartTypes) as OfficeKind[]).find(
      (k) => mainPartTypes[k] === type,
    );
    if (kind && partName && parts.has(partName)) kinds.add(kind);
  }
  return kinds.size === 1 ? [...kinds][0]! : null;
}
