import { fromBufferPromise, type Entry, type ZipFile } from 'yauzl';

// The text of a Word (.docx) file, read from the ZIP container part by part as
// office-type.ts reads it, never inflated whole: a part that inflates past the budget is read
// up to it and no further, so a zip bomb costs what the budget allows and nothing more.

/** The parts people type into: the body first, then headers, footers, notes and comments. */
const TEXT_PART = /^word\/(?:document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/i;
const BODY = 'word/document.xml';
/** What a real document's central directory stays far inside (as office-type.ts). */
const MAX_ENTRIES = 10_000;

/** The first `cap` bytes of a stream; the rest is never read (leaving the loop destroys the stream). */
async function readUpTo(source: AsyncIterable<Uint8Array>, cap: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(chunk.subarray(0, cap - size));
    size += chunk.byteLength;
    if (size >= cap) break;
  }
  return Buffer.concat(chunks);
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const character = (code: number) => (code <= 0x10ffff ? String.fromCodePoint(code) : '');

/** WordprocessingML's text: runs joined as they are shown, a line a paragraph or break. */
export function wordXmlText(xml: string): string {
  return (
    xml
      .replace(/<(?:\w+:)?tab\b[^<>]*\/>/g, '\t')
      .replace(/<\/(?:\w+:)?p>|<(?:\w+:)?(?:br|cr)\b[^<>]*\/>/g, '\n')
      // [^<>], not [^>]: a cut-off tag with no end is passed over once, not rescanned from each "<".
      .replace(/<[^<>]*>/g, '')
      .replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(lt|gt|amp|quot|apos));/gi, (_, dec, hex, name) =>
        dec
          ? character(Number(dec))
          : hex
            ? character(parseInt(hex, 16))
            : entities[name.toLowerCase()]!,
      )
  );
}

/**
 * The text of a .docx, inflating at most `maxInflated` bytes of its parts in all. Null when it
 * is not a readable Word container (no body, encrypted, malformed).
 */
export async function docxText(bytes: Uint8Array, maxInflated: number): Promise<string | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      validateEntrySizes: true,
      strictFileNames: true,
    });
    if (zip.entryCount > MAX_ENTRIES) return null;
    const parts: Entry[] = [];
    for await (const entry of zip.eachEntry()) {
      if (TEXT_PART.test(entry.fileName)) parts.push(entry);
    }
    const isBody = (entry: Entry) => entry.fileName.toLowerCase() === BODY;
    if (!parts.some(isBody)) return null;
    parts.sort((a, b) => Number(isBody(b)) - Number(isBody(a)));

    const texts: string[] = [];
    let budget = maxInflated;
    for (const part of parts) {
      if (budget <= 0) break;
      if (part.isEncrypted() || (part.compressionMethod !== 0 && part.compressionMethod !== 8)) {
        continue;
      }
      const xml = await readUpTo(await zip.openReadStreamPromise(part), budget);
      budget -= xml.byteLength;
      texts.push(wordXmlText(xml.toString('utf8')));
    }
    return texts.join('\n');
  } catch {
    // What the reader refuses (a malformed container, a part longer than it declares) has no text we trust.
    return null;
  } finally {
    zip?.close();
  }
}
