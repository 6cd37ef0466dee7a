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

// Characters Windows refuses in a name.
const refusedOnWindows = /[<>:"|?*]/g;
// Names Windows keeps for devices, whatever follows their first dot (`CON.pdf`, `com1.tar.gz`).
const deviceName = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$) *(\.|$)/i;
// Windows drops dots and spaces that end a name, so `a.` would become `a`.
const trailingDotsAndSpaces = /[. ]+$/;

/** A name that unpacks as itself on Windows too. */
function windowsSafe(name: string): string {
  const allowed = name.replace(refusedOnWindows, '_').replace(trailingDotsAndSpaces, '');
  const named = allowed || 'attachment';
  return deviceName.test(named) ? `_${named}` : named;
}

// Names as a case-insensitive file system sees them, one that also takes both spellings of an
// accent (composed and decomposed) for one.
const sameOnDisk = (name: string) => name.normalize('NFC').toLowerCase();

/**
 * Names for files in one folder of a bundle: made safe (no path, quote or invisible characters,
 * ending in the type's extension), unpackable on Windows as on other systems (no `<>:"|?*`, no
 * device names such as `CON`, no trailing dots or spaces), and unique as a case-insensitive file
 * system compares them (macOS also takes a composed and a decomposed accent for one), so
 * unpacking never overwrites one file with another. Answers each
 * file's path; the name as given stays where the bundle lists the file (messages.json, the
 * disclosure).
 */
export function namesIn(folder: string) {
  const taken = new Set<string>();
  return (name: string, contentType: string) => {
    const safe = windowsSafe(safeFileName(name.replace(trailingDotsAndSpaces, ''), contentType));
    const dot = safe.lastIndexOf('.');
    const [whole, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    const cut = withinBytes(whole, MAX_NAME_BYTES - Buffer.byteLength(extension) - 8);
    // A cut can end the name in a dot or space again.
    const stem = extension ? cut : cut.replace(trailingDotsAndSpaces, '') || 'attachment';
    let candidate = `${stem}${extension}`;
    for (let n = 2; taken.has(sameOnDisk(candidate)); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(sameOnDisk(candidate));
    return `${folder}/${candidate}`;
  };
}
