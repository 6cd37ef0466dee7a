import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';

/** What a timestamp reply (.tsr) says it is over, and when. */
export interface TimestampClaim {
  imprintSha256: string;
  genTime: Date;
}

/**
 * The SHA-256 a granted RFC 3161 reply is over, read without trusting it: whether the portal
 * stored this very reply is what tells a genuine one (tsa-client.ts checked it when it came).
 * Null for anything that is not such a reply over a SHA-256.
 */
export function timestampClaim(bytes: Uint8Array): TimestampClaim | null {
  if (bytes[0] !== 0x30) return null;
  try {
    const der = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const parsed = asn1js.fromBER(der as ArrayBuffer);
    if (parsed.offset === -1) return null;
    const reply = new pkijs.TimeStampResp({ schema: parsed.result });
    if (reply.status.status > 1 || !reply.timeStampToken) return null;
    const signed = new pkijs.SignedData({ schema: reply.timeStampToken.content });
    const content = signed.encapContentInfo;
    if (content.eContentType !== TST_INFO || !content.eContent) return null;
    const info = pkijs.TSTInfo.fromBER(content.eContent.getValue());
    if (info.messageImprint.hashAlgorithm.algorithmId !== SHA256) return null;
    const imprint = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
    if (imprint.length !== 32) return null;
    return { imprintSha256: imprint.toString('hex'), genTime: info.genTime };
  } catch {
    return null;
  }
}
