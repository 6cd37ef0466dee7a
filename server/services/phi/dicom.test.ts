import { describe, expect, it } from 'vitest';
import { phiMessages } from '#common/phi/index';
import { exeFile, pdfFile } from '#server/test/files';
import { officeFile } from '#server/test/office-files';
import { isDicom } from './dicom';

const LONG_FORM = ['OB', 'OW', 'SQ', 'UN', 'UT'];

/** One data element, little-endian; `vr` null writes it with implicit VR. */
function element(group: number, number: number, vr: string | null, value: string | Uint8Array) {
  let bytes = typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from(value);
  if (bytes.byteLength % 2) bytes = Buffer.concat([bytes, Buffer.from(' ')]);
  const tag = Buffer.alloc(4);
  tag.writeUInt16LE(group, 0);
  tag.writeUInt16LE(number, 2);
  let header: Buffer;
  if (vr === null) {
    header = Buffer.alloc(4);
    header.writeUInt32LE(bytes.byteLength, 0);
  } else if (LONG_FORM.includes(vr)) {
    header = Buffer.alloc(8);
    header.write(vr, 0, 'latin1');
    header.writeUInt32LE(bytes.byteLength, 4);
  } else {
    header = Buffer.alloc(4);
    header.write(vr, 0, 'latin1');
    header.writeUInt16LE(bytes.byteLength, 2);
  }
  return Buffer.concat([tag, header, bytes]);
}

const metaHeader = Buffer.concat([
  element(0x0002, 0x0001, 'OB', Uint8Array.of(0, 1)),
  element(0x0002, 0x0002, 'UI', '1.2.840.10008.5.1.4.1.1.2'),
  element(0x0002, 0x0010, 'UI', '1.2.840.10008.1.2.1'),
]);
const patient = (vr: (v: string) => string | null) =>
  Buffer.concat([
    element(0x0008, 0x0005, vr('CS'), 'ISO_IR 100'),
    element(0x0008, 0x0060, vr('CS'), 'CT'),
    element(0x0010, 0x0010, vr('PN'), 'Doe^Jane'),
    element(0x0010, 0x0030, vr('DA'), '19610315'),
  ]);

const part10 = (preamble = Buffer.alloc(128)) =>
  Buffer.concat([preamble, Buffer.from('DICM'), metaHeader, patient((v) => v)]);

describe('isDicom', () => {
  it('knows a Part 10 file by "DICM" after its preamble', () => {
    expect(isDicom(part10())).toBe(true);
  });

  it('knows one whose preamble makes it look like a PDF too', () => {
    const preamble = Buffer.alloc(128);
    preamble.write('%PDF-1.4\n');
    expect(isDicom(part10(preamble))).toBe(true);
  });

  it('knows a bare data set, implicit or explicit VR, without preamble', () => {
    expect(isDicom(patient(() => null))).toBe(true);
    expect(isDicom(patient((v) => v))).toBe(true);
    expect(isDicom(metaHeader)).toBe(true);
  });

  it('refuses to read past a sequence of undefined length, once an element was believed', () => {
    const sequence = Buffer.from([
      0x08, 0x00, 0x15, 0x11, 0x53, 0x51, 0, 0, 0xff, 0xff, 0xff, 0xff,
    ]);
    expect(isDicom(Buffer.concat([element(0x0008, 0x0005, 'CS', 'ISO_IR 100'), sequence]))).toBe(
      true,
    );
    expect(isDicom(sequence)).toBe(false);
  });

  it('does not take the files the portal accepts for DICOM', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGNgYGD4z8DAwMAAAAkAAQIBgFUAAAAASUVORK5CYII=',
      'base64',
    );
    for (const file of [await pdfFile(), png, officeFile('docx'), exeFile()]) {
      expect(isDicom(file)).toBe(false);
    }
  });

  it.each([
    ['nothing', new Uint8Array()],
    ['"DICM" at the start', Buffer.from('DICM and then some text of no interest')],
    ['a file cut inside the magic', Buffer.concat([Buffer.alloc(128), Buffer.from('DIC')])],
    [
      'a group 8 tag and noise',
      Buffer.from([0x08, 0x00, 0x05, 0x00, 0x43, 0x53, 0x0a, 0x00, 1, 2, 3]),
    ],
    [
      'an odd length',
      Buffer.from([
        0x08, 0x00, 0x05, 0x00, 0x43, 0x53, 0x03, 0x00, 1, 2, 3, 0x08, 0x00, 0x06, 0x00,
      ]),
    ],
    [
      'tags going backwards',
      Buffer.concat([
        element(0x0008, 0x0060, 'CS', 'CT'),
        element(0x0008, 0x0005, 'CS', 'ISO_IR 100'),
      ]),
    ],
    ['one element alone', element(0x0008, 0x0005, 'CS', 'ISO_IR 100')],
    [
      'an unknown VR',
      Buffer.concat([element(0x0008, 0x0005, 'CS', 'AB'), element(0x0008, 0x0006, 'ZZ', 'AB')]),
    ],
  ])('is false for %s', (_, bytes) => {
    expect(isDicom(bytes)).toBe(false);
  });

  it('has a message for the inventor that says what to do instead', () => {
    expect(phiMessages.dicomRefused).toBe(
      'DICOM medical images cannot be attached: they carry patient identifiers. Export the image without patient data (for example as PNG) and attach that.',
    );
  });
});
