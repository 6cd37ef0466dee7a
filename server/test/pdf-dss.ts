import * as asn1js from 'asn1js';
import { PDF, PdfArray, PdfRef, PdfStream } from '@libpdf/core';

/** What a PDF's Document Security Store holds for long-term validation, DER each. */
export async function dssOf(pdf: Uint8Array) {
  const document = await PDF.load(pdf);
  const dss = document.getCatalog().getDict('DSS', (ref) => document.getObject(ref));
  const streams = (key: string) => {
    const list = dss?.get(key);
    if (!(list instanceof PdfArray)) return [];
    return list
      .toArray()
      .map((item) => (item instanceof PdfRef ? document.getObject(item) : item))
      .filter((item): item is PdfStream => item instanceof PdfStream)
      .map((stream) => stream.getDecodedData());
  };
  return { certs: streams('Certs'), ocsps: streams('OCSPs'), crls: streams('CRLs') };
}

/** Every signature of a PDF in file order: the bytes its /ByteRange covers and its CMS, exactly. */
export function signaturesOf(pdf: Uint8Array) {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map(
    (range) => {
      const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
      const padded = Buffer.from(text.slice(a + b + 1, c - 1), 'hex');
      // The placeholder is padded with zeros after the DER.
      const length = asn1js.fromBER(new Uint8Array(padded)).offset;
      return {
        signed: Buffer.concat([
          Buffer.from(pdf.subarray(a, a + b)),
          Buffer.from(pdf.subarray(c, c + d)),
        ]),
        cms: padded.subarray(0, length),
      };
    },
  );
}
