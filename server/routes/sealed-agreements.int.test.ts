import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '#common/company';
import { ConfigError, loadEnv } from '../env';
import { OID } from '../lib/pdf-seal/cades-signer';
import { loadSealKey } from '../lib/pdf-seal/seal-key';
import { createPortal } from '../portal';
import { pdfFile } from '../test/files';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { embeddedSignature, pdfsig } from '../test/pdf-signature';
import { startTestPortal, type TestPortal } from '../test/portal';
import { SIGNATURE_DATA_URL } from '../test/signature';

const run = promisify(execFile);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const DEFAULT_SEAL_NAME = `${company.legalName} portal seal (self-signed)`;

let accounts = 0;
/** A new account signs the agreement; answers the stored PDF as its owner downloads it. */
async function signedAgreement(t: TestPortal, fullName = 'Dr. Lena Park') {
  const client = await t.createAccount(`signer${++accounts}@example.com`, 'Signer-Passw0rd!');
  const started = (await (
    await client.request('/api/agreements/signing', {
      json: { fullName, jobTitle: 'Neurosurgeon' },
    })
  ).json()) as { agreementId: string; documentId: string };
  const signed = await client.request(`/api/signing/builtin/${started.documentId}/sign`, {
    json: {
      consent: true,
      typedName: fullName,
      signature: SIGNATURE_DATA_URL,
      password: 'Signer-Passw0rd!',
    },
  });
  expect(signed.status).toBe(200);
  const response = await client.request(`/api/agreements/${started.agreementId}/document`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

const certificatePage = async (pdf: Uint8Array) => {
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: false });
  return text.at(-1)!.replace(/\s+/g, ' ');
};

const attributeTypes = (attributes?: pkijs.SignedAndUnsignedAttributes) =>
  (attributes?.attributes ?? []).map((a) => a.type);

/** The embedded signature timestamp token, when there is one. */
function signatureTimestamp(pdf: Uint8Array) {
  const { signerInfo } = embeddedSignature(pdf);
  const attribute = signerInfo.unsignedAttrs?.attributes.find(
    (a) => a.type === OID.signatureTimeStampToken,
  );
  if (!attribute) return null;
  const token = new Uint8Array(attribute.values[0].toBER());
  const contentInfo = pkijs.ContentInfo.fromBER(token);
  const signed = new pkijs.SignedData({ schema: contentInfo.content });
  const info = pkijs.TSTInfo.fromBER(signed.encapContentInfo.eContent!.getValue());
  return {
    token,
    genTime: info.genTime,
    imprint: Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView),
    signatureValue: Buffer.from(signerInfo.signature.valueBlock.valueHexView),
  };
}

/** Flips one bit in the middle of the signed bytes, outside the signature itself. */
function tampered(pdf: Uint8Array) {
  const copy = pdf.slice();
  copy[Math.floor(copy.length / 4)]! ^= 0x01;
  return copy;
}

describe('an agreement signed with the default seal', () => {
  let t: TestPortal;
  let pdf: Uint8Array;
  let signedAt: Date;
  beforeAll(async () => {
    t = await startTestPortal();
    const before = new Date();
    pdf = await signedAgreement(t);
    signedAt = before;
  });
  afterAll(() => t.close());

  it('carries one PAdES signature that pdfsig finds valid over the whole file', async () => {
    const report = await pdfsig(pdf);
    expect(report.match(/^Signature #\d+:/gm)).toEqual(['Signature #1:']);
    expect(report).toContain('- Signature Validation: Signature is Valid.');
    expect(report).toContain('- Total document signed');
    expect(report).toContain('- Signature Type: ETSI.CAdES.detached');
    expect(report).toContain(`- Signer Certificate Common Name: ${DEFAULT_SEAL_NAME}`);
    expect(report).toContain('- Signing Hash Algorithm: SHA-256');
  });

  it('says in its signature dictionary why and by whom it was sealed', () => {
    const signature = embeddedSignature(pdf);
    expect(signature.entry('Reason')).toBe(
      `Sealed by ${company.legalName} invention portal: record of Dr. Lena Park's agreement, version 2025-04`,
    );
    expect(signature.entry('Name')).toBe(DEFAULT_SEAL_NAME);
    expect(signature.entry('Location')).toBe('portal.test');
    const m = /^D:(\d{14})Z$/.exec(signature.entry('M') ?? '');
    const stamped = m![1]!.replace(/(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)/, '$1-$2-$3T$4:$5:$6Z');
    expect(new Date(stamped).getTime()).toBeGreaterThanOrEqual(signedAt.getTime() - 1_000);
  });

  it('keeps its dictionary readable whatever the signer is called', async () => {
    const odd = await signedAgreement(t, 'Dr. Zoë (Lena) Park \\ 王');
    expect(embeddedSignature(odd).entry('Reason')).toContain(
      "record of Dr. Zoe (Lena) Park \\ ?'s agreement",
    );
    expect(await pdfsig(odd)).toContain('- Signature Validation: Signature is Valid.');
  });

  it('is CAdES baseline: the digest of the signed bytes, the signing certificate, no signing-time', async () => {
    const { contentType, signedData, signerInfo, signed } = embeddedSignature(pdf);
    expect(contentType).toBe(OID.signedData);
    expect(signedData.encapContentInfo.eContent).toBeUndefined();
    expect(attributeTypes(signerInfo.signedAttrs).sort()).toEqual(
      [OID.contentType, OID.messageDigest, OID.signingCertificateV2].sort(),
    );
    expect(attributeTypes(signerInfo.signedAttrs)).not.toContain('1.2.840.113549.1.9.5');
    expect(signerInfo.unsignedAttrs).toBeUndefined();
    const certificate = signedData.certificates![0] as pkijs.Certificate;
    const essCertHash = signerInfo.signedAttrs!.attributes.find(
      (a) => a.type === OID.signingCertificateV2,
    )!.values[0].valueBlock.value[0].valueBlock.value[0].valueBlock.value[0].valueBlock
      .valueHexView;
    expect(Buffer.from(essCertHash)).toEqual(
      sha256(new Uint8Array(certificate.toSchema().toBER())),
    );
    const verified = await signedData.verify({
      signer: 0,
      data: signed.slice().buffer,
      extendedMode: true,
    });
    expect(verified.signatureVerified).toBe(true);
  });

  it('is reported invalid by pdfsig once a single byte changes', async () => {
    const report = await pdfsig(tampered(pdf));
    expect(report).not.toContain('Signature is Valid');
    expect(report).toContain('- Signature Validation: Digest Mismatch.');
  });

  it('names the self-signed certificate on its certificate page, with no timestamp configured', async () => {
    const page = await certificatePage(pdf);
    expect(page).toContain(
      `sealed with the portal's certificate "${DEFAULT_SEAL_NAME}", which is self-signed`,
    );
    expect(page).toContain('No timestamp authority is configured');
    expect(page).toContain('Signed as inventor: agreed to the terms of this agreement');
    expect(page).toContain('Password re-entered at signing');
  });
});

describe('an agreement sealed with a timestamp authority configured', () => {
  let tsa: LocalTsa;
  let t: TestPortal;
  beforeAll(async () => {
    tsa = await startLocalTsa();
    t = await startTestPortal({ TSA_URL: tsa.url, TSA_CA_FILE: tsa.caFile });
  });
  afterAll(async () => {
    await t.close();
    await tsa.close();
  });

  it('embeds the signature timestamp token (PAdES-B-T) over the signature value', async () => {
    tsa.setMode('ok');
    const before = new Date();
    const pdf = await signedAgreement(t);
    const stamp = signatureTimestamp(pdf);
    expect(stamp).not.toBeNull();
    expect(stamp!.imprint).toEqual(sha256(stamp!.signatureValue));
    // The authority issues the token after the portal's clock read the signing time.
    expect(stamp!.genTime.getTime()).toBeGreaterThanOrEqual(
      Math.floor(before.getTime() / 1000) * 1000,
    );

    const dir = await mkdtemp(path.join(tmpdir(), 'seal-token-'));
    try {
      await writeFile(path.join(dir, 'token.der'), stamp!.token);
      const { stdout } = await run('openssl', [
        'ts',
        '-verify',
        '-token_in',
        '-in',
        path.join(dir, 'token.der'),
        '-digest',
        sha256(stamp!.signatureValue).toString('hex'),
        '-CAfile',
        tsa.caFile,
      ]);
      expect(stdout).toContain('Verification: OK');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // poppler's pdfsig shows the signature dictionary's /M (the portal's clock at signing);
    // it does not read the timestamp token, which PAdES-aware readers show as the trusted time.
    const report = await pdfsig(pdf);
    expect(report).toContain('- Signature Validation: Signature is Valid.');
    expect(report).toContain('- Total document signed');
    const m = embeddedSignature(pdf).entry('M')!;
    const shown = new Date(`${/Signing Time: (.+)$/m.exec(report)![1]} UTC`);
    expect(m).toBe(`D:${shown.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`);
    expect(await certificatePage(pdf)).toContain(
      'A trusted timestamp (RFC 3161) is embedded in the seal when the timestamp authority answers at signing',
    );
  });

  it.each(['down', 'garbage', 'wrong-hash', 'untrusted'] as const)(
    'still signs, sealed without a token, when the authority is %s',
    async (mode) => {
      tsa.setMode(mode);
      const asked = tsa.requests;
      const pdf = await signedAgreement(t);
      expect(tsa.requests).toBeGreaterThan(asked);
      expect(signatureTimestamp(pdf)).toBeNull();
      const report = await pdfsig(pdf);
      expect(report).toContain('- Signature Validation: Signature is Valid.');
      expect(report).toContain('- Total document signed');
      tsa.setMode('ok');
    },
  );
});

describe('a timestamp token larger than the room the seal keeps for it', () => {
  it('is left out: the agreement is still sealed, valid, without it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'seal-room-'));
    try {
      const key = await loadSealKey({ dataDir: dir });
      const oversized = new asn1js.OctetString({ valueHex: new ArrayBuffer(20_000) }).toBER();
      const { sealPdf } = await import('../lib/pdf-seal/seal-pdf');
      const sealed = await sealPdf(
        await pdfFile(),
        {
          reason: 'Test',
          name: key.commonName,
          location: 'portal.test',
          contactInfo: '',
          signingTime: new Date(),
        },
        key,
        async () => new Uint8Array(oversized),
      );
      expect(sealed.timestamped).toBe(false);
      expect(signatureTimestamp(sealed.bytes)).toBeNull();
      expect(await pdfsig(sealed.bytes)).toContain('- Signature Validation: Signature is Valid.');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** A CA and a seal certificate it issued, packed by openssl into a PKCS#12 file with the CA. */
async function openSslPkcs12(dir: string, password: string, key: 'rsa' | 'ec' = 'rsa') {
  await mkdir(dir, { recursive: true });
  const openssl = (command: string, subject?: string) =>
    run('openssl', [...command.split(' '), ...(subject ? ['-subj', subject] : [])], { cwd: dir });
  const newKey = key === 'rsa' ? 'rsa:2048' : 'ec -pkeyopt ec_paramgen_curve:P-256';
  await openssl(
    'req -x509 -newkey rsa:2048 -nodes -sha256 -days 30 -keyout ca.key -out ca.crt ' +
      '-addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign',
    '/O=Acme Test/CN=Acme Test Root CA',
  );
  await openssl(
    `req -newkey ${newKey} -nodes -keyout seal.key -out seal.csr`,
    '/O=Acme Test/CN=Acme Document Seal',
  );
  await writeFile(
    path.join(dir, 'seal.ext'),
    'basicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,nonRepudiation\n',
  );
  await openssl(
    'x509 -req -in seal.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 30 -sha256 ' +
      '-extfile seal.ext -out seal.crt',
  );
  await openssl(
    'pkcs12 -export -inkey seal.key -in seal.crt -certfile ca.crt -out seal.p12 ' +
      `-passout pass:${password}`,
  );
  return path.join(dir, 'seal.p12');
}

describe('SEAL_P12_FILE', () => {
  let dir: string;
  let p12: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'seal-p12-'));
    p12 = await openSslPkcs12(dir, 'p12-secret');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('seals with that certificate: pdfsig names it, the page does not call it self-signed', async () => {
    const t = await startTestPortal({ SEAL_P12_FILE: p12, SEAL_P12_PASSWORD: 'p12-secret' });
    try {
      const pdf = await signedAgreement(t);
      const report = await pdfsig(pdf);
      expect(report).toContain('- Signer Certificate Common Name: Acme Document Seal');
      expect(report).toContain('- Signature Validation: Signature is Valid.');
      expect(report).toContain('- Total document signed');
      const { signedData } = embeddedSignature(pdf);
      // The seal carries its issuer too, so a reader can build the chain.
      expect(signedData.certificates).toHaveLength(2);
      const page = await certificatePage(pdf);
      expect(page).toContain(`sealed with the portal's certificate "Acme Document Seal".`);
      expect(page).not.toContain('self-signed');
      expect(await stat(path.join(t.dataDir, 'seal')).catch(() => null)).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('reads an EC key too', async () => {
    const key = await loadSealKey({
      p12File: await openSslPkcs12(path.join(dir, 'ec'), 'ec-secret', 'ec'),
      p12Password: 'ec-secret',
      dataDir: dir,
    });
    expect(key.privateKey.asymmetricKeyType).toBe('ec');
    expect(key.commonName).toBe('Acme Document Seal');
    expect(key.selfSigned).toBe(false);
    expect(key.chain.map((c) => c.subject)).toEqual(['O=Acme Test\nCN=Acme Test Root CA']);
  });

  it.each([
    [
      'a wrong password',
      { password: 'not-it' },
      /SEAL_P12_FILE: cannot open .* with SEAL_P12_PASSWORD/,
    ],
    ['a file that is no PKCS#12', { file: 'ca.crt' }, /SEAL_P12_FILE: cannot open/],
    [
      'a missing file',
      { file: 'absent.p12' },
      /SEAL_P12_FILE: cannot read .*absent\.p12 \(ENOENT\)/,
    ],
  ])('stops the portal at start with %s, before anything is opened', async (_, given, message) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'seal-refused-'));
    try {
      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        SEAL_P12_FILE: 'file' in given ? path.join(dir, given.file) : p12,
        SEAL_P12_PASSWORD: 'password' in given ? given.password : 'p12-secret',
      });
      const started = createPortal({ env });
      await expect(started).rejects.toBeInstanceOf(ConfigError);
      await expect(started).rejects.toThrow(message);
      expect(await stat(path.join(dataDir, 'pglite')).catch(() => null)).toBeNull();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the self-signed default', () => {
  it('is made on first start, kept in DATA_DIR with a private key file, and reused', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'seal-default-'));
    try {
      const first = await loadSealKey({ dataDir });
      const second = await loadSealKey({ dataDir });
      expect(second.certificate.raw).toEqual(first.certificate.raw);
      expect(first.selfSigned).toBe(true);
      expect(first.commonName).toBe(DEFAULT_SEAL_NAME);
      const keyFile = await stat(path.join(dataDir, 'seal', 'seal-key.pem'));
      expect(keyFile.mode & 0o777).toBe(0o600);
      const certificate = new X509Certificate(
        await readFile(path.join(dataDir, 'seal', 'seal-certificate.pem')),
      );
      expect(certificate.checkPrivateKey(second.privateKey)).toBe(true);
      expect(certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
