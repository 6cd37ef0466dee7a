import { VERIFY_MAX_BYTES, verificationTexts } from '#common/verification';
import { formatFileSize } from '#web/lib/file-size';

/**
 * What the picker offers. A timestamp (.tsr) is over a file of any type, most often the
 * bundle's submission-manifest.json, so JSON is offered beside the documents; the server
 * decides from the bytes, not from these.
 */
export const verifyAccept = '.zip,.pdf,.tsr,.json';

export const chosenFilesHint = `An evidence bundle (.zip), a disclosure.pdf or a signed agreement, or a timestamp (.tsr) with the file it is for. Up to ${formatFileSize(VERIFY_MAX_BYTES)} in all.`;

type Named = Pick<File, 'name' | 'size'>;

export const isTimestampFile = (file: Named) => file.name.toLowerCase().endsWith('.tsr');

/**
 * Why these files cannot be sent to be checked, in the words the page shows; null when they
 * can: one file, or a timestamp (.tsr) with the one file it is for, each within the limit.
 */
export function chosenFilesProblem(files: readonly Named[]): string | null {
  if (files.length === 0) return verificationTexts.noFile;
  if (files.length > 2) return verificationTexts.tooManyFiles;
  if (files.length === 2 && files.filter(isTimestampFile).length !== 1)
    return verificationTexts.tooManyFiles;
  const empty = files.find((file) => file.size === 0);
  if (empty) return `${empty.name} is empty.`;
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > VERIFY_MAX_BYTES) {
    const what = files.length === 1 ? `${files[0]!.name} is` : 'These files add up to';
    return `${what} ${formatFileSize(total)}; up to ${formatFileSize(VERIFY_MAX_BYTES)} can be checked here. A larger bundle is checked with the steps in its VERIFY.txt.`;
  }
  return null;
}

/**
 * The chosen files with newly chosen ones added, in order; a file chosen twice (same name, size
 * and time) is kept once, so dropping it again does not make a pair of it.
 */
export function withChosen<F extends Named & Pick<File, 'lastModified'>>(
  chosen: readonly F[],
  added: readonly F[],
): F[] {
  const key = (file: F) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
  const seen = new Set(chosen.map(key));
  const result = [...chosen];
  for (const file of added) {
    if (seen.has(key(file))) continue;
    seen.add(key(file));
    result.push(file);
  }
  return result;
}
