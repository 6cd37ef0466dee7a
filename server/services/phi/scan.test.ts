import { describe, expect, it } from 'vitest';
import { contentTypes } from '#server/lib/file-types';
import { pdfFile } from '#server/test/files';
import { officeFile } from '#server/test/office-files';
import { phiTypesIn } from './scan';

describe('phiTypesIn', () => {
  it('names the kinds of identifier in a file, in the order they stand', async () => {
    const pdf = await pdfFile('Pt: Jane Doe (MRN 1234567), call (555) 123-4567');
    expect(await phiTypesIn(pdf, contentTypes.pdf)).toEqual(['patient-name', 'mrn', 'phone']);
    // An upload arrives as a Node Buffer, which pdf.js refuses as it is.
    expect(await phiTypesIn(Buffer.from(pdf), contentTypes.pdf)).toEqual([
      'patient-name',
      'mrn',
      'phone',
    ]);
  });

  it('finds none in a clean file, and tells a file it cannot read from a clean one', async () => {
    expect(await phiTypesIn(officeFile('docx'), contentTypes.docx)).toEqual([]);
    expect(await phiTypesIn(Uint8Array.of(0x25, 0x50, 0x44, 0x46), contentTypes.pdf)).toBeNull();
    expect(await phiTypesIn(Uint8Array.of(0x89, 0x50), contentTypes.png)).toBeNull();
  });
});
