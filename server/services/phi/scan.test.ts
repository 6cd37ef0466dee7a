import { describe, expect, it } from 'vitest';
import { contentTypes } from '#server/lib/file-types';
import { pdfFile } from '#server/test/files';
import { officeFile } from '#server/test/office-files';
import { scanForPhi } from './scan';

describe('scanForPhi', () => {
  it('names each field and file holding identifiers, with the kinds found in order', async () => {
    const findings = await scanForPhi(
      [
        { name: 'Title', text: 'Softer distal tip for tortuous ICA anatomy' },
        { name: 'Description', text: 'Seen in Pt: Jane Doe (MRN 1234567), DOB 01/02/1960.' },
      ],
      [
        {
          name: 'sketch.pdf',
          bytes: await pdfFile('Call me on (555) 123-4567'),
          contentType: contentTypes.pdf,
        },
        { name: 'notes.docx', bytes: officeFile('docx'), contentType: contentTypes.docx },
      ],
    );
    expect(findings).toEqual([
      { where: 'Description', types: ['patient-name', 'mrn', 'date-of-birth'] },
      { where: 'sketch.pdf', types: ['phone'] },
    ]);
  });

  it('finds nothing in clean fields and files, or in a file it cannot read', async () => {
    const findings = await scanForPhi(
      [{ name: 'Description', text: 'A 4 mm aneurysm in 2024, per ISO 10993-5.' }],
      [
        {
          name: 'broken.pdf',
          bytes: Uint8Array.of(0x25, 0x50, 0x44, 0x46),
          contentType: contentTypes.pdf,
        },
        { name: 'photo.png', bytes: Uint8Array.of(0x89, 0x50), contentType: contentTypes.png },
      ],
    );
    expect(findings).toEqual([]);
  });
});
