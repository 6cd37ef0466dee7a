import { randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { company } from '#common/company';

const COMMON_NAME = '2.5.4.3';
const KEY_USAGE = '2.5.29.15';
const BASIC_CONSTRAINTS = '2.5.29.19';
const YEARS_VALID = 20;

/** Its subject says what it is, so nobody reading a seal mistakes it for a certificate a CA vouched for. */
export const SELF_SIGNED_SEAL_NAME = `${company.legalName} portal seal (self-signed)`;

const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .trimEnd()}\n-----END ${label}-----\n`;

const name = (type: string, value: string) =>
  new pkijs.AttributeTypeAndValue({ type, value: new asn1js.Utf8String({ value }) });

/**
 * A P-256 key made by the platform's own crypto (a moment, where RSA in JavaScript takes
 * seconds) and a certificate for it that signs documents and nothing else.
 */
export async function createSelfSignedSeal(): Promise<{ keyPem: string; certificatePem: string }> {
  const crypto = webcrypto as unknown as Crypto;
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x40; // positive, and no leading zero byte (DER is minimal)
  certificate.serialNumber = new asn1js.Integer({ valueHex: serial });
  // The name alone: pkijs would put more attributes into one multi-valued RDN.
  certificate.subject.typesAndValues.push(name(COMMON_NAME, SELF_SIGNED_SEAL_NAME));
  certificate.issuer.typesAndValues.push(name(COMMON_NAME, SELF_SIGNED_SEAL_NAME));
  const now = new Date();
  certificate.notBefore.value = new Date(now.getTime() - 60_000);
  certificate.notAfter.value = new Date(now.getTime());
  certificate.notAfter.value.setUTCFullYear(now.getUTCFullYear() + YEARS_VALID);

  // digitalSignature and nonRepudiation (contentCommitment): bits 0 and 1.
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 });
  certificate.extensions = [
    new pkijs.Extension({
      extnID: BASIC_CONSTRAINTS,
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(),
    }),
    new pkijs.Extension({ extnID: KEY_USAGE, critical: true, extnValue: keyUsage.toBER() }),
  ];
  const engine = new pkijs.CryptoEngine({ name: 'node', crypto });
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, engine);
  await certificate.sign(keys.privateKey, 'SHA-256', engine);
  return {
    keyPem: pem('PRIVATE KEY', await crypto.subtle.exportKey('pkcs8', keys.privateKey)),
    certificatePem: pem('CERTIFICATE', certificate.toSchema().toBER()),
  };
}
