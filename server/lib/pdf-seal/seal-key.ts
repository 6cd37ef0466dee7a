import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { asn1 as Forge } from 'node-forge';
import { ConfigError } from '#server/env';
import { errorMessage, logger } from '#server/lib/logger';

/** The portal's signing certificate and its key: what seals every signed agreement. */
export interface SealKey {
  privateKey: KeyObject;
  certificate: X509Certificate;
  /** The certificates that issued it, if the PKCS#12 file holds them; embedded in each seal. */
  chain: X509Certificate[];
  /** The certificate's common name, as a PDF reader shows the signer. */
  commonName: string;
  /** Issued by itself: a reader can check the document is unchanged, not who sealed it. */
  selfSigned: boolean;
}

const KEY_TYPES = new Set(['rsa', 'ec']);

/** The subject's CN, unescaped (the platform writes "Acme\\, Inc." for "Acme, Inc."). */
export function commonNameOf(certificate: X509Certificate): string {
  const cn = /^CN=(.*)$/m.exec(certificate.subject)?.[1];
  return cn === undefined ? certificate.subject.replace(/\n/g, ', ') : cn.replace(/\\(.)/g, '$1');
}

function isSelfSigned(certificate: X509Certificate): boolean {
  return certificate.subject === certificate.issuer && certificate.verify(certificate.publicKey);
}

/** A key and certificate that cannot seal are refused when the portal starts, not at the first signature. */
function checked(
  privateKey: KeyObject,
  certificate: X509Certificate,
  chain: X509Certificate[],
  source: string,
): SealKey {
  const refuse = (why: string) => {
    throw new ConfigError(`Invalid configuration:\n  ${source}: ${why}`);
  };
  if (!KEY_TYPES.has(privateKey.asymmetricKeyType ?? ''))
    refuse(`the key is ${privateKey.asymmetricKeyType}; an RSA or EC key is needed`);
  if (!certificate.checkPrivateKey(privateKey))
    refuse('the certificate does not belong to the private key');
  if (new Date(certificate.validTo).getTime() < Date.now())
    refuse(`the certificate expired on ${new Date(certificate.validTo).toISOString()}`);
  return {
    privateKey,
    certificate,
    chain,
    commonName: commonNameOf(certificate),
    selfSigned: isSelfSigned(certificate),
  };
}

/** SEAL_P12_FILE: the first key in it, the certificate that matches it, and the other certificates as its chain. */
async function fromPkcs12(file: string, password: string): Promise<SealKey> {
  const source = 'SEAL_P12_FILE';
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${source}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  // node-forge is only needed for a PKCS#12 file, so instances without one never load it.
  const { default: forge } = await import('node-forge');
  let p12: ReturnType<typeof forge.pkcs12.pkcs12FromAsn1>;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), password);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      `Invalid configuration:\n  ${source}: cannot open ${file} with SEAL_P12_PASSWORD (${message})`,
    );
  }
  // forge decodes RSA keys and certificates; others (EC) it leaves as ASN.1, read natively here.
  const der = (asn1: Forge.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  let keys: KeyObject[];
  let certificates: X509Certificate[];
  try {
    keys = [
      ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag!),
      ...bagsOf(forge.pki.oids.keyBag!),
    ].flatMap((bag) => {
      if (bag.key) return [createPrivateKey(forge.pki.privateKeyToPem(bag.key))];
      return bag.asn1
        ? [createPrivateKey({ key: der(bag.asn1), format: 'der', type: 'pkcs8' })]
        : [];
    });
    certificates = bagsOf(forge.pki.oids.certBag!).flatMap((bag) => {
      const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
      return asn1 ? [new X509Certificate(der(asn1))] : [];
    });
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${source}: ${file} holds a key or certificate that cannot be read (${errorMessage(error)})`,
    );
  }
  const privateKey = keys[0];
  if (!privateKey)
    throw new ConfigError(`Invalid configuration:\n  ${source}: ${file} holds no private key`);
  const certificate = certificates.find((c) => c.checkPrivateKey(privateKey));
  if (!certificate)
    throw new ConfigError(
      `Invalid configuration:\n  ${source}: ${file} holds no certificate for its private key`,
    );
  return checked(
    privateKey,
    certificate,
    certificates.filter((c) => c !== certificate),
    source,
  );
}

/**
 * The self-signed default, made on first start and kept in DATA_DIR/seal so every agreement of
 * this installation carries the same certificate.
 */
async function selfSigned(dataDir: string): Promise<SealKey> {
  const dir = path.resolve(dataDir, 'seal');
  const keyFile = path.join(dir, 'seal-key.pem');
  const certificateFile = path.join(dir, 'seal-certificate.pem');
  const source = `the seal in ${dir}`;
  try {
    const [keyPem, certificatePem] = await Promise.all([
      readFile(keyFile, 'utf8'),
      readFile(certificateFile, 'utf8'),
    ]);
    const certificate = new X509Certificate(certificatePem);
    if (new Date(certificate.validTo).getTime() > Date.now())
      return checked(createPrivateKey(keyPem), certificate, [], source);
    logger.warn('the self-signed seal certificate has expired; a new one is made', {
      validTo: certificate.validTo,
    });
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new ConfigError(
        `Invalid configuration:\n  ${source}: cannot be read (${error instanceof Error ? error.message : String(error)}); remove the folder to make a new one`,
      );
  }
  const { createSelfSignedSeal } = await import('./self-signed-certificate');
  const made = await createSelfSignedSeal();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(keyFile, made.keyPem, { mode: 0o600 });
  await writeFile(certificateFile, made.certificatePem);
  logger.info('made a self-signed certificate to seal signed agreements', {
    certificate: certificateFile,
  });
  return checked(
    createPrivateKey(made.keyPem),
    new X509Certificate(made.certificatePem),
    [],
    source,
  );
}

/** The seal's key: SEAL_P12_FILE when given, otherwise the self-signed one in DATA_DIR. */
export function loadSealKey(options: {
  p12File?: string;
  p12Password?: string;
  dataDir: string;
}): Promise<SealKey> {
  return options.p12File
    ? fromPkcs12(options.p12File, options.p12Password ?? '')
    : selfSigned(options.dataDir);
}
