import { safeFileName } from '#server/lib/file-name';

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
    const [stem, extension] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let candidate = safe;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++)
      candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return `${folder}/${candidate}`;
  };
}
