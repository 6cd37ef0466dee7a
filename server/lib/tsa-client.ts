import { randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { readAtMost } from '#server/lib/read-at-most';

const SHA256 = '2.16.840.1.101.3.4.2.1';
const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
const EXT_KEY_USAGE = '2.5.29.37';
const COMMON_NAME = '2.5.4.3';
/** A reply is a few kilobytes; anything far larger is not one. */
const MAX_REPLY_BYTES = 1 << 20;

/** A token the portal has checked: over our hash, with our nonce, signed by a trusted authority. */
export interface TimestampGrant {
  /** The authority's whole reply (TimeStampResp), DER, byte for byte as received. */
  response: Uint8Array;
  /** The TimeStampToken inside it, DER, byte for byte. */
  token: Uint8Array;
  genTime: Date;
  serialNumber: string;
  tsaName: string;
  tsaUrl: string;
}

/** An answer that is no proof: refused, retried later. */
export class TimestampRefused extends Error {}

const toArrayBuffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

function parse(der: Uint8Array, what: string) {
  const parsed = asn1js.fromBER(toArrayBuffer(der));
  if (parsed.offset === -1) throw new TimestampRefused(`${what} is not DER.`);
  return parsed.result;
}

/** Every certificate in a PEM file (the authority's roots and intermediates). */
export function certificatesFromPem(pem: string): pkijs.Certificate[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => {
    const base64 = block.replace(/-----[A-Z ]+-----|\s/g, '');
    return pkijs.Certificate.fromBER(toArrayBuffer(Buffer.from(base64, 'base64')));
  });
}

function commonName(certificate: pkijs.Certificate): string {
  const names = certificate.subject.typesAndValues;
  const cn = names.find((n) => n.type === COMMON_NAME) ?? names.at(-1);
  return cn ? String(cn.value.valueBlock.value) : 'unknown authority';
}

/** RFC 3161 §2.3: the extended key usage is critical and says timeStamping, and only that. */
function isTimestampingCertificate(certificate: pkijs.Certificate): boolean {
  const usage = certificate.extensions?.find((e) => e.extnID === EXT_KEY_USAGE);
  const purposes = (usage?.parsedValue as pkijs.ExtKeyUsage | undefined)?.keyPurposes ?? [];
  return Boolean(usage?.critical) && purposes.length === 1 && purposes[0] === TIME_STAMPING;
}

/** A token's time this far from our clock is a wrong clock or an old token, not an answer. */
const MAX_CLOCK_SKEW_MS = 10 * 60_000;

function timeStampRequest(imprint: Uint8Array, nonce: Uint8Array): ArrayBuffer {
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: toArrayBuffer(imprint) }),
    }),
    nonce: new asn1js.Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  return request.toSchema().toBER();
}

/**
 * Checks a reply the way `openssl ts -verify` would, and returns the parts worth keeping.
 * Throws TimestampRefused for anything that is not a granted token over `imprint`.
 */
export async function checkReply(
  response: Uint8Array,
  expected: { imprint: Uint8Array; nonce?: Uint8Array; trusted: pkijs.Certificate[] },
): Promise<Omit<TimestampGrant, 'tsaUrl'>> {
  let reply: pkijs.TimeStampResp;
  try {
    reply = new pkijs.TimeStampResp({ schema: parse(response, 'The reply') });
  } catch (error) {
    if (error instanceof TimestampRefused) throw error;
    throw new TimestampRefused('The reply is not an RFC 3161 TimeStampResp.');
  }
  if (reply.status.status > 1 || !reply.timeStampToken)
    throw new TimestampRefused(`The authority did not grant a timestamp (${reply.status.status}).`);
  if (reply.timeStampToken.contentType !== SIGNED_DATA)
    throw new TimestampRefused('The token is not CMS signed data.');

  const signed = new pkijs.SignedData({ schema: reply.timeStampToken.content });
  if (signed.encapContentInfo.eContentType !== TST_INFO || !signed.encapContentInfo.eContent)
    throw new TimestampRefused('The token holds no TSTInfo.');
  const info = pkijs.TSTInfo.fromBER(signed.encapContentInfo.eContent.getValue());
  const imprint = info.messageImprint;
  if (
    imprint.hashAlgorithm.algorithmId !== SHA256 ||
    !Buffer.from(imprint.hashedMessage.valueBlock.valueHexView).equals(expected.imprint)
  )
    throw new TimestampRefused('The token is over another hash.');
  if (
    expected.nonce &&
    !(info.nonce && Buffer.from(info.nonce.valueBlock.valueHexView).equals(expected.nonce))
  )
    throw new TimestampRefused('The token does not answer this request (nonce).');
  if (expected.nonce && Math.abs(info.genTime.getTime() - Date.now()) > MAX_CLOCK_SKEW_MS)
    throw new TimestampRefused(`The token's time (${info.genTime.toISOString()}) is not now.`);

  // pkijs checks a TSTInfo's imprint only against the original bytes, which a job holding just
  // the hash does not have; the imprint was compared above, so the signature and the chain are
  // checked as those of plain signed content, at the token's own time.
  signed.encapContentInfo.eContentType = '1.2.840.113549.1.7.1';
  const trusted = expected.trusted.length > 0;
  const result = await signed
    .verify({
      signer: 0,
      checkChain: trusted,
      trustedCerts: expected.trusted,
      checkDate: info.genTime,
      extendedMode: true,
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      throw new TimestampRefused(`The token's signature does not check out: ${message}`);
    });
  if (!result.signatureVerified || !result.signerCertificate)
    throw new TimestampRefused("The token's signature does not check out.");
  if (!isTimestampingCertificate(result.signerCertificate))
    throw new TimestampRefused('The signer is not a timestamping certificate.');

  // The token's exact bytes, as the authority sent them: re-encoding could change them.
  const tokenBlock = (parse(response, 'The reply') as asn1js.Sequence).valueBlock.value[1]!;
  return {
    response,
    token: new Uint8Array(tokenBlock.valueBeforeDecodeView),
    genTime: info.genTime,
    serialNumber: Buffer.from(info.serialNumber.valueBlock.valueHexView).toString('hex'),
    tsaName: commonName(result.signerCertificate),
  };
}

export interface TimestampAuthority {
  /** The authorities asked, in order, until one grants a token that checks out. */
  urls: string[];
  /** A timestamp over a SHA-256 digest; throws when no authority gave one that checks out. */
  stamp(sha256: Uint8Array): Promise<TimestampGrant>;
}

/**
 * RFC 3161 client. With `trusted` certificates (TSA_CA_FILE) the authority's chain must lead to
 * one of them; without, the token's own signature is still checked.
 */
export function createTimestampAuthority({
  urls,
  trusted = [],
  timeoutMs = 15_000,
  fetchFn = fetch,
}: {
  urls: string[];
  trusted?: pkijs.Certificate[];
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}): TimestampAuthority {
  async function ask(url: string, sha256: Uint8Array): Promise<TimestampGrant> {
    const nonce = randomBytes(8);
    nonce[0] = (nonce[0]! & 0x7f) | 0x40; // positive, and no leading zero byte (DER is minimal)
    const answer = await fetchFn(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/timestamp-query',
        accept: 'application/timestamp-reply',
      },
      body: timeStampRequest(sha256, nonce),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    if (!answer.ok || !answer.body) {
      await answer.body?.cancel();
      throw new TimestampRefused(`The authority answered HTTP ${answer.status}.`);
    }
    const body = await readAtMost(answer.body, MAX_REPLY_BYTES);
    if (!body) throw new TimestampRefused('The reply is too large to be a timestamp.');
    const grant = await checkReply(body, { imprint: sha256, nonce, trusted });
    return { ...grant, tsaUrl: url };
  }

  return {
    urls,
    async stamp(sha256) {
      if (sha256.length !== 32) throw new TypeError('A SHA-256 digest is 32 bytes.');
      const problems: string[] = [];
      for (const url of urls) {
        try {
          return await ask(url, sha256);
        } catch (error) {
          problems.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      throw new TimestampRefused(problems.join(' '));
    },
  };
}

/** The certificates an authority put in its token: its own, often with its chain. */
export function tokenCertificates(token: Uint8Array): pkijs.Certificate[] {
  const content = new pkijs.ContentInfo({ schema: parse(token, 'The token') });
  const signed = new pkijs.SignedData({ schema: content.content });
  return (signed.certificates ?? []).filter(
    (c): c is pkijs.Certificate => c instanceof pkijs.Certificate,
  );
}

/** The same certificates, as PEM. */
export function tokenCertificatesPem(token: Uint8Array): string {
  return tokenCertificates(token)
    .map((c) => {
      const base64 = Buffer.from(c.toSchema().toBER()).toString('base64');
      return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
    })
    .join('');
}
