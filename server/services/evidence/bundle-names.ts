import { safeFileName } from '#server/lib/file-name';

// File systems (ext4, APFS) allow 255 bytes a name; room is left for a " (n)" suffix.
const MAX_NAME_BYTES = 200;

/** The longest start of `text` that is at most `bytes` long in UTF-8, whole characters only. */
function withinBytes(text: string, bytes: number): string {
  let length = 0;
  let end = 0;
  for (const ch of text) {
    length += Buffer.byteLength(ch);
    if (length > bytes) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

/**
 * Names for files in one folder of a bundle: made safe (no path, quote or invisible characters,
 * ending in the type's extension) and unique as a case-insensitive file system compares them,
 * so unpacking never overwrites one file with another. Answers each file's path.
 */
export function namesIn(folder: string) {
  const taken = new Set<string>();
  return (name: string, contentType: string) => {
    const safe = safeFileName(name, contentType);
    const dot = safe.lastIndexOf('.');
    const [whole, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    const stem = withinBytes(whole, MAX_NAME_BYTES - Buffer.byteLength(extension) - 8);
    let candidate = `${stem}${extension}`;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return `${folder}/${candidate}`;
  };
}
