// DICOM files (PS3.10): medical images whose headers name the patient, their birth date and
// record number. A Part 10 file has a 128-byte preamble, free for any use, then "DICM"; a
// preamble may itself start like a TIFF or a PDF ("dual-personality" files), so the magic is
// looked for whatever the first bytes are. A bare data set, written without preamble or meta
// header, is known by its first elements instead.

const PREAMBLE_BYTES = 128;
const MAGIC = [0x44, 0x49, 0x43, 0x4d]; // DICM

/** The value representations of PS3.5 6.2; those in LONG_FORM have a 4-byte length after 2 reserved bytes. */
const VRS = new Set(
  'AE AS AT CS DA DS DT FD FL IS LO LT OB OD OF OL OV OW PN SH SL SQ SS ST SV TM UC UI UL UN UR US UT UV'.split(
    ' ',
  ),
);
const LONG_FORM = new Set('OB OD OF OL OV OW SQ SV UC UN UR UT UV'.split(' '));
const UNDEFINED_LENGTH = 0xffffffff;
/** A bare data set starts with the file meta group or the identifying group (PS3.6). */
const FIRST_GROUPS = new Set([0x0002, 0x0008]);
/** Elements walked before a bare data set is believed: a chance match of bytes fails within these. */
const ELEMENTS_CHECKED = 3;

/**
 * Whether a bare data set starts the bytes: elements in little-endian order, explicit or
 * implicit VR (decided by the first element), each tag above the last (PS3.5 7.1), each length
 * even (7.1.1) and inside the file. PDF, images and Office files start otherwise, so they never
 * reach the walk.
 */
function isBareDataSet(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vrAt = (offset: number) => String.fromCharCode(bytes[offset] ?? 0, bytes[offset + 1] ?? 0);
  if (bytes.byteLength < 8 || !FIRST_GROUPS.has(view.getUint16(0, true))) return false;
  const explicit = VRS.has(vrAt(4));
  let offset = 0;
  let lastTag = -1;
  for (let elements = 0; elements < ELEMENTS_CHECKED; elements++) {
    if (offset === bytes.byteLength) return elements >= 2;
    if (offset + 8 > bytes.byteLength) return false;
    const tag = view.getUint16(offset, true) * 0x10000 + view.getUint16(offset + 2, true);
    if (tag <= lastTag) return false;
    lastTag = tag;
    let header = 8;
    let length: number;
    if (!explicit) length = view.getUint32(offset + 4, true);
    else {
      const vr = vrAt(offset + 4);
      if (!VRS.has(vr)) return false;
      if (LONG_FORM.has(vr)) {
        if (offset + 12 > bytes.byteLength || view.getUint16(offset + 6, true) !== 0) return false;
        length = view.getUint32(offset + 8, true);
        header = 12;
      } else length = view.getUint16(offset + 6, true);
    }
    // A sequence of undefined length cannot be stepped over without reading into it.
    if (length === UNDEFINED_LENGTH) return elements >= 1;
    if (length % 2 !== 0) return false;
    offset += header + length;
    if (offset > bytes.byteLength) return false;
  }
  return true;
}

/** Whether the bytes are a DICOM file: a Part 10 file, or a bare data set. */
export function isDicom(bytes: Uint8Array): boolean {
  const magic = bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + MAGIC.length);
  return MAGIC.every((byte, i) => magic[i] === byte) || isBareDataSet(bytes);
}
