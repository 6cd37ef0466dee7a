import { describePhi, findPhi, type PhiType } from '#common/phi/index';
import { attachmentText } from './attachment-text';

export interface PhiScanField {
  name: string;
  text: string;
}

export interface PhiScanFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Where identifiers were found (a field's or a file's name) and which kinds, in the order they stand. */
export interface PhiScanFinding {
  where: string;
  types: PhiType[];
}

/**
 * The fields and attachments of a submission that hold what looks like patient identifiers,
 * in the order given; those without any are left out. Files are read one at a time (each up
 * to attachmentText's limits); a file whose text cannot be read has no finding.
 */
export async function scanForPhi(
  fields: readonly PhiScanField[],
  files: readonly PhiScanFile[],
): Promise<PhiScanFinding[]> {
  const findings: PhiScanFinding[] = [];
  const scan = (where: string, text: string | null) => {
    const types = text ? describePhi(findPhi(text)) : [];
    if (types.length > 0) findings.push({ where, types });
  };
  for (const field of fields) scan(field.name, field.text);
  for (const file of files) scan(file.name, await attachmentText(file.bytes, file.contentType));
  return findings;
}
