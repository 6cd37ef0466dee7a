import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exeFile, pdfFile } from '#server/test/files';
import {
  deflated,
  officeFile,
  officeParts,
  zeros,
  zipBombDocx,
  zipOf,
} from '#server/test/office-files';
import { detectAttachmentType } from './detect-type';
import { CONTENT_TYPES_MAX_BYTES } from './office-type';

const word = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('Office documents', () => {
  it.each([
    ['docx', word],
    ['xlsx', sheet],
    ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  ] as const)('names a genuine %s from its parts, whatever it is called', async (kind, type) => {
    expect(await detectAttachmentType(officeFile(kind), 'notes.bin')).toBe(type);
  });

  it('refuses a Word file whose list of parts inflates to a gigabyte', async () => {
    expect(await detectAttachmentType(zipBombDocx(), 'review.docx')).toBeNull();
  });

  it('refuses it too when its headers claim it is small, inflating no more than they claim', async () => {
    for (const declaredSize of [2_000, CONTENT_TYPES_MAX_BYTES]) {
      expect(await detectAttachmentType(zipBombDocx({ declaredSize }), 'review.docx')).toBeNull();
    }
  });

  it('refuses a genuine document carrying a part that inflates a thousand times', async () => {
    const bomb = zipOf(officeParts('docx', { extra: [zeros('word/media/image1.png', 64)] }));
    expect(await detectAttachmentType(bomb, 'review.docx')).toBeNull();
  });

  it('refuses ZIP files that are not Word, Excel or PowerPoint', async () => {
    const notOffice = [
      zipOf([deflated('readme.txt', 'hello')]),
      // Declares a Word main part that is not in the container.
      zipOf(officeParts('docx').filter((part) => part.name !== 'word/document.xml')),
      // Claims to be a Word file and a spreadsheet at once.
      zipOf([
        deflated(
          '[Content_Types].xml',
          `<Types><Override PartName="/word/document.xml" ContentType="${word}.main+xml"/><Override PartName="/xl/workbook.xml" ContentType="${sheet}.main+xml"/></Types>`,
        ),
        ...officeParts('docx').slice(1),
        ...officeParts('xlsx').slice(2),
      ]),
      Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]),
    ];
    for (const file of notOffice) expect(await detectAttachmentType(file, 'a.docx')).toBeNull();
  });

  it('refuses a Word file hidden behind an ID3 tag or inside gzip', async () => {
    const id3 = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
    const docx = officeFile('docx');
    expect(await detectAttachmentType(Buffer.concat([id3, docx]), 'a.docx')).toBeNull();
    expect(await detectAttachmentType(gzipSync(docx), 'a.docx')).toBeNull();
  });
});

describe('other files', () => {
  it('are typed from their bytes', async () => {
    expect(await detectAttachmentType(await pdfFile(), 'scan')).toBe('application/pdf');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAQIBgFUAAAAASUVORK5CYII=',
      'base64',
    );
    expect(await detectAttachmentType(png, 'photo.gif')).toBe('image/png');
    expect(await detectAttachmentType(exeFile(), 'harmless.pdf')).toBeNull();
  });

  it('tell the 97-2003 formats apart by name once the bytes prove the container', async () => {
    const compound = new Uint8Array(1024);
    compound.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await detectAttachmentType(compound, 'budget.XLS')).toBe('application/vnd.ms-excel');
    expect(await detectAttachmentType(compound, 'budget.hta')).toBeNull();
  });
});
