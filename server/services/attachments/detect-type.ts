import { fileTypeFromBuffer } from 'file-type';
import { contentTypes, type FileExtension } from '#server/lib/file-types';
import { officeDocumentKind } from './office-type';

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const zip = [0x50, 0x4b, 0x03, 0x04];

// The first bytes of every kind file-type is asked about. Anything else is refused before it
// looks: to name a file it unpacks containers (gzip; ZIP, also behind an ID3 tag), which a
// small upload can make inflate to gigabytes.
const signatures = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // Compound File Binary
];

// What may be attached, by the type the bytes show (never by the name alone).
const namedByFileType: FileExtension[] = ['pdf', 'jpg', 'png', 'gif'];

// Word, Excel and PowerPoint 97-2003 files are all Compound File Binary containers: the bytes
// prove it is one of them, the name says which.
const compoundFile: FileExtension[] = ['doc', 'xls', 'ppt'];

/** The kind to store the file as, or null when its bytes are not an allowed kind. */
async function detectKind(bytes: Uint8Array, fileName: string): Promise<FileExtension | null> {
  // Office Open XML documents are ZIP containers: read part by part, never inflated whole.
  if (startsWith(bytes, zip)) return officeDocumentKind(bytes);
  if (!signatures.some((signature) => startsWith(bytes, signature))) return null;
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  if (found.ext === 'cfb') {
    const extension = fileName.toLowerCase().split('.').pop() ?? '';
    return compoundFile.find((e) => e === extension) ?? null;
  }
  return namedByFileType.find((e) => e === found.ext) ?? null;
}

/** The content type to store the file as, or null when its bytes are not an allowed kind. */
export async function detectAttachmentType(
  bytes: Uint8Array,
  fileName: string,
): Promise<string | null> {
  const kind = await detectKind(bytes, fileName);
  return kind && contentTypes[kind];
}
