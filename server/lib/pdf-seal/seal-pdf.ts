import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { CadesSigner, type SignatureTimestamper } from './cades-signer';
import type { SealKey } from './seal-key';
import { MAX_EMBEDDED_TOKEN_BYTES } from './token-room';

export interface SealFields {
  /** Why the document is sealed, as a PDF reader shows it. */
  reason: string;
  /** Who sealed it: the certificate's name. */
  name: string;
  location: string;
  contactInfo: string;
  /** The signature dictionary's /M: the portal's clock when the signer signed. */
  signingTime: Date;
}

/**
 * Room for the CMS: the certificates, the signature, and a timestamp token with its chain. The
 * placeholder's length counts hex digits, two for each byte.
 */
const placeholderLength = (key: SealKey, timestamped: boolean) =>
  2 *
  (4096 +
    [key.certificate, ...key.chain].reduce((sum, c) => sum + c.raw.length, 0) +
    (timestamped ? MAX_EMBEDDED_TOKEN_BYTES : 0));

/**
 * The signature dictionary's strings are written as PDF literal strings as given, so they are
 * escaped here; PDFDocEncoding is kept to printable ASCII (accents dropped, the rest '?').
 */
export const literal = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 300)
    .replace(/[()\\]/g, '\\$&');

/**
 * Seals a PDF with one invisible PAdES signature (SubFilter ETSI.CAdES.detached) over the whole
 * file. Answers the sealed bytes and whether a timestamp token is embedded.
 */
export async function sealPdf(
  pdf: Uint8Array,
  fields: SealFields,
  key: SealKey,
  timestamp?: SignatureTimestamper,
): Promise<{ bytes: Uint8Array; timestamped: boolean }> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: document,
    pdfPage: document.getPages().at(-1),
    reason: literal(fields.reason),
    name: literal(fields.name),
    location: literal(fields.location),
    contactInfo: literal(fields.contactInfo),
    signingTime: fields.signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    signatureLength: placeholderLength(key, timestamp !== undefined),
  });
  const withPlaceholder = await document.save({ useObjectStreams: false });
  const signer = new CadesSigner(key, timestamp);
  const sealed = await new SignPdf().sign(Buffer.from(withPlaceholder), signer);
  return { bytes: new Uint8Array(sealed), timestamped: signer.timestamped };
}
