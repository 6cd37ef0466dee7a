import { describePhi, findPhi, type PhiType } from '#common/phi/index';
import { attachmentText } from './attachment-text';

/**
 * The kinds of patient identifier in a stored file's text, in the order they first stand; null
 * when its text cannot be read (an image, a legacy Office file, a broken PDF): nothing was
 * checked, which is not the same as nothing found.
 */
export async function phiTypesIn(
  bytes: Uint8Array,
  contentType: string,
): Promise<PhiType[] | null> {
  const text = await attachmentText(bytes, contentType);
  return text === null ? null : describePhi(findPhi(text));
}
