import { createHash, sign } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { SealKey } from './seal-key';
import { MAX_EMBEDDED_TOKEN_BYTES } from './token-room';

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  sha256: '2.16.840.1.101.3.4.2.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** A timestamp token (DER) over the SHA-256 of a signature value, or null when none could be had. */
export type SignatureTimestamper = (sha256: Uint8Array) => Promise<Uint8Array | null>;

const view = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

const attribute = (type: string, value: asn1js.AsnType) =>
  new pkijs.Attribute({ type, values: [value] });

/** ESS signing-certificate-v2: binds the signature to this certificate, not just to its key. */
function signingCertificateV2(certificateDer: Uint8Array) {
  // hashAlgorithm is left out: SHA-256 is its default, and DER omits defaults.
  const certId = new asn1js.Sequence({
    value: [new asn1js.OctetString({ valueHex: view(sha256(certificateDer)) })],
  });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [certId] })] });
}

/**
 * The signed attributes of PAdES baseline B: content type, message digest and signing
 * certificate. No signing-time attribute: PAdES puts the time in the signature dictionary (/M).
 * DER orders a SET OF by encoding, and verifiers that re-encode expect that order.
 */
function signedAttributes(digest: Uint8Array, certificateDer: Uint8Array) {
  const attributes = [
    attribute(OID.contentType, new asn1js.ObjectIdentifier({ value: OID.data })),
    attribute(OID.messageDigest, new asn1js.OctetString({ valueHex: view(digest) })),
    attribute(OID.signingCertificateV2, signingCertificateV2(certificateDer)),
  ].sort((a, b) =>
    Buffer.compare(Buffer.from(a.toSchema().toBER()), Buffer.from(b.toSchema().toBER())),
  );
  return new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes });
}

/**
 * The token as an ASN.1 value that encodes to the authority's exact bytes (its signature covers
 * them); a token that would not, or that would not fit the room the PDF keeps for the seal, is
 * left out rather than embedded broken (the queued timestamp of the file still covers it).
 */
function embeddable(token: Uint8Array | null): asn1js.AsnType | null {
  if (!token || token.length > MAX_EMBEDDED_TOKEN_BYTES) return null;
  const parsed = asn1js.fromBER(view(token));
  if (parsed.offset === -1) return null;
  return Buffer.from(parsed.result.toBER()).equals(token) ? parsed.result : null;
}

function signatureAlgorithm(key: SealKey) {
  return key.privateKey.asymmetricKeyType === 'ec'
    ? new pkijs.AlgorithmIdentifier({ algorithmId: OID.ecdsaWithSha256 })
    : new pkijs.AlgorithmIdentifier({
        algorithmId: OID.sha256WithRSA,
        algorithmParams: new asn1js.Null(),
      });
}

/**
 * Makes the CMS of a PAdES signature (ETSI.CAdES.detached): SignedData over the PDF's signed
 * byte ranges, without the content, with the signer's certificate and, when an authority
 * answers, the signature's timestamp token as an unsigned attribute (PAdES-B-T).
 */
export class CadesSigner extends Signer {
  /** Whether the last signature made carries a timestamp token. */
  timestamped = false;

  constructor(
    private readonly key: SealKey,
    private readonly timestamp?: SignatureTimestamper,
  ) {
    super();
  }

  override async sign(signedBytes: Buffer): Promise<Buffer> {
    const certificateDer = new Uint8Array(this.key.certificate.raw);
    const certificate = pkijs.Certificate.fromBER(view(certificateDer));
    const signedAttrs = signedAttributes(sha256(signedBytes), certificateDer);
    // The signature covers the attributes encoded as a SET (RFC 5652, 5.4), not as [0].
    const toBeSigned = Buffer.from(signedAttrs.toSchema().toBER());
    toBeSigned[0] = 0x31;
    const signatureValue = sign('sha256', toBeSigned, this.key.privateKey);

    const signerInfo = new pkijs.SignerInfo({
      version: 1,
      sid: new pkijs.IssuerAndSerialNumber({
        issuer: certificate.issuer,
        serialNumber: certificate.serialNumber,
      }),
      digestAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      signedAttrs,
      signatureAlgorithm: signatureAlgorithm(this.key),
      signature: new asn1js.OctetString({ valueHex: view(signatureValue) }),
    });
    const token = this.timestamp ? embeddable(await this.timestamp(sha256(signatureValue))) : null;
    this.timestamped = token !== null;
    if (token) {
      signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
        type: 1,
        attributes: [attribute(OID.signatureTimeStampToken, token)],
      });
    }

    const signedData = new pkijs.SignedData({
      version: 1,
      digestAlgorithms: [new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 })],
      encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID.data }),
      certificates: [
        certificate,
        ...this.key.chain.map((c) => pkijs.Certificate.fromBER(view(new Uint8Array(c.raw)))),
      ],
      signerInfos: [signerInfo],
    });
    const contentInfo = new pkijs.ContentInfo({
      contentType: OID.signedData,
      content: signedData.toSchema(true),
    });
    return Buffer.from(contentInfo.toSchema().toBER());
  }
}
