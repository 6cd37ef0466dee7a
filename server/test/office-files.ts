import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  /** The deflated bytes. */
  data: Uint8Array;
  /** The inflated size and CRC-32 the headers declare. */
  size: number;
  crc: number;
}

/** An entry deflated from `content`, its sizes and checksum true. */
export function deflated(name: string, content: string | Uint8Array): ZipEntry {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, data: deflateRawSync(bytes), size: bytes.byteLength, crc: crc32(bytes) };
}

/** A ZIP archive as Office and every zip tool write it: local headers, central directory, end record. */
export function zipOf(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    // Both headers describe the entry alike from the "version needed" field on.
    const describe = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(entry.crc, at + 10);
      header.writeUInt32LE(entry.data.byteLength, at + 14);
      header.writeUInt32LE(entry.size, at + 18);
      header.writeUInt16LE(name.byteLength, at + 22);
      return header;
    };
    const local = describe(Buffer.alloc(30), 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = describe(Buffer.alloc(46), 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + entry.data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const MiB = 1024 * 1024;

/**
 * An entry of `prefix`, then `mebibytes` MiB of zeros, that deflates about a thousand times:
 * one MiB of zeros is deflated once and its output repeated (a full flush makes each copy, and
 * the prefix, stand alone), then a final empty block ends the stream.
 */
export function zeros(name: string, mebibytes: number, prefix = ''): ZipEntry {
  const block = Buffer.alloc(MiB);
  const flushed = (bytes: Buffer | string) =>
    deflateRawSync(bytes, { finishFlush: constants.Z_FULL_FLUSH });
  const chunk = flushed(block);
  let crc = crc32(prefix);
  for (let i = 0; i < mebibytes; i++) crc = crc32(block, crc);
  const data = Buffer.concat([
    flushed(prefix),
    ...Array<Buffer>(mebibytes).fill(chunk),
    deflateRawSync(''),
  ]);
  return { name, data, size: Buffer.byteLength(prefix) + mebibytes * MiB, crc };
}

const kinds = {
  docx: {
    main: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    xml: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Distal access catheter</w:t></w:r></w:p></w:body></w:document>',
  },
  xlsx: {
    main: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    xml: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  },
  pptx: {
    main: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    xml: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  },
};
export type OfficeKind = keyof typeof kinds;

const contentTypesXml = (kind: OfficeKind) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${kinds[kind].main}" ContentType="${kinds[kind].type}"/></Types>`;

/**
 * The parts of a small genuine Word, Excel or PowerPoint file: its content types, package
 * relationships and main part. `extra` parts are added; `contentTypes` replaces that part.
 */
export function officeParts(
  kind: OfficeKind,
  { extra = [], contentTypes }: { extra?: ZipEntry[]; contentTypes?: ZipEntry } = {},
): ZipEntry[] {
  return [
    contentTypes ?? deflated('[Content_Types].xml', contentTypesXml(kind)),
    deflated(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${kinds[kind].main}"/></Relationships>`,
    ),
    deflated(kinds[kind].main, kinds[kind].xml),
    ...extra,
  ];
}

/** A small genuine Word, Excel or PowerPoint file. */
export const officeFile = (kind: OfficeKind) => zipOf(officeParts(kind));

/**
 * A Word file of about 1 MB whose `[Content_Types].xml` inflates to 1 GiB: the genuine list
 * of parts, then zeros. `declaredSize` makes its headers claim that size instead.
 */
export function zipBombDocx({ declaredSize }: { declaredSize?: number } = {}): Uint8Array {
  const bomb = zeros('[Content_Types].xml', 1024, contentTypesXml('docx'));
  return zipOf(officeParts('docx', { contentTypes: { ...bomb, size: declaredSize ?? bomb.size } }));
}
