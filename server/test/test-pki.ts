import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { writeTsaConfig, type TsaAuthority } from './local-tsa';

const run = promisify(execFile);
const openssl = (...args: string[]) => run('openssl', args, { maxBuffer: 1 << 24 });

/**
 * A certificate authority for long-term validation tests, as a public one works: every
 * certificate it issues names its OCSP responder and its CRL, served here over HTTP by OpenSSL
 * itself (`openssl ocsp` for each request, `openssl ca -gencrl` for the list).
 */
export interface TestPki {
  /** The root, PEM: what a validator trusts. */
  caFile: string;
  /** A seal key (PKCS #12 with the root) issued by the root: SEAL_P12_FILE and its password. */
  seal: { file: string; password: string };
  /** A timestamp authority's certificate issued by the root: for startLocalTsa({ authority }). */
  tsa: TsaAuthority;
  /** Where OCSP requests go, as the certificates say. */
  ocspUrl: string;
  crlUrl: string;
  /** How many OCSP requests and CRL downloads were answered. */
  asked: { ocsp: number; crl: number };
  /** Whether the OCSP responder answers (the CRL is then the only source). */
  setOcsp(state: 'up' | 'down'): void;
  /** Revokes the seal certificate: OCSP and the CRL say so from now on. */
  revokeSeal(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestPki(): Promise<TestPki> {
  const dir = await mkdtemp(join(tmpdir(), 'test-pki-'));
  const at = (name: string) => join(dir, name);
  const asked = { ocsp: 0, crl: 0 };
  // `openssl ca` keeps its database in files: one command at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };
  let requests = 0;
  let ocsp: 'up' | 'down' = 'up';

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = async (): Promise<[string, Buffer]> => {
        if (req.method === 'POST' && req.url === '/ocsp' && ocsp === 'up') {
          asked.ocsp++;
          const n = ++requests;
          await writeFile(at(`q${n}.der`), Buffer.concat(chunks));
          await openssl(
            ...['ocsp', '-index', at('index.txt'), '-CA', at('ca.crt')],
            ...['-rsigner', at('ca.crt'), '-rkey', at('ca.key'), '-ndays', '7'],
            ...['-reqin', at(`q${n}.der`), '-respout', at(`r${n}.der`)],
          );
          return ['application/ocsp-response', await readFile(at(`r${n}.der`))];
        }
        if (req.method === 'GET' && req.url === '/ca.crl') {
          asked.crl++;
          await openssl('ca', '-gencrl', '-config', at('ca.cnf'), '-out', at('ca.crl.pem'));
          await openssl('crl', '-in', at('ca.crl.pem'), '-outform', 'DER', '-out', at('ca.crl'));
          return ['application/pkix-crl', await readFile(at('ca.crl'))];
        }
        if (req.method === 'GET' && req.url === '/ca.crt') {
          await openssl('x509', '-in', at('ca.crt'), '-outform', 'DER', '-out', at('ca.der'));
          return ['application/pkix-cert', await readFile(at('ca.der'))];
        }
        throw new Error('not found');
      };
      inTurn(answer).then(
        ([type, body]) => res.writeHead(200, { 'content-type': type }).end(body),
        () => res.writeHead(404).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ocspUrl = `${base}/ocsp`;
  const crlUrl = `${base}/ca.crl`;

  const whereToCheck = [
    `authorityInfoAccess=OCSP;URI:${ocspUrl},caIssuers;URI:${base}/ca.crt`,
    `crlDistributionPoints=URI:${crlUrl}`,
    'subjectKeyIdentifier=hash',
    'authorityKeyIdentifier=keyid',
  ];
  await writeFile(at('index.txt'), '');
  await writeFile(at('serial'), '1000\n');
  await writeFile(at('crlnumber'), '01\n');
  await writeFile(
    at('ca.cnf'),
    [
      '[ ca ]',
      'default_ca = test_ca',
      '[ test_ca ]',
      `database = ${at('index.txt')}`,
      `serial = ${at('serial')}`,
      `crlnumber = ${at('crlnumber')}`,
      `new_certs_dir = ${dir}`,
      `certificate = ${at('ca.crt')}`,
      `private_key = ${at('ca.key')}`,
      'default_md = sha256',
      'default_days = 3650',
      'default_crl_days = 7',
      'policy = any',
      'unique_subject = no',
      '[ any ]',
      'commonName = supplied',
      'organizationName = optional',
      '[ seal ]',
      'basicConstraints = critical,CA:FALSE',
      'keyUsage = critical,digitalSignature,nonRepudiation',
      ...whereToCheck,
      '[ tsa ]',
      'basicConstraints = critical,CA:FALSE',
      'keyUsage = critical,digitalSignature,nonRepudiation',
      'extendedKeyUsage = critical,timeStamping',
      ...whereToCheck,
    ].join('\n'),
  );
  await openssl(
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '3650'],
    ...['-keyout', at('ca.key'), '-out', at('ca.crt'), '-subj', '/O=Test/CN=Portal Test Root CA'],
    ...['-addext', 'basicConstraints=critical,CA:TRUE'],
    ...['-addext', 'keyUsage=critical,keyCertSign,cRLSign'],
    ...['-addext', 'subjectKeyIdentifier=hash'],
  );
  const issue = async (name: string, subject: string) => {
    await openssl(
      ...['req', '-newkey', 'rsa:2048', '-nodes', '-sha256'],
      ...['-keyout', at(`${name}.key`), '-out', at(`${name}.csr`), '-subj', subject],
    );
    await openssl(
      ...['ca', '-batch', '-notext', '-config', at('ca.cnf'), '-extensions', name],
      ...['-in', at(`${name}.csr`), '-out', at(`${name}.crt`)],
    );
  };
  await issue('seal', '/O=Test/CN=Portal Test Seal');
  await issue('tsa', '/O=Test/CN=Portal Test TSA');
  const password = 'test-pki';
  await openssl(
    ...['pkcs12', '-export', '-inkey', at('seal.key'), '-in', at('seal.crt')],
    ...['-certfile', at('ca.crt'), '-out', at('seal.p12'), '-passout', `pass:${password}`],
  );
  const tsa = await writeTsaConfig(dir, 'pki', {
    caFile: at('ca.crt'),
    certFile: at('tsa.crt'),
    keyFile: at('tsa.key'),
  });

  return {
    caFile: at('ca.crt'),
    seal: { file: at('seal.p12'), password },
    tsa,
    ocspUrl,
    crlUrl,
    asked,
    setOcsp(state) {
      ocsp = state;
    },
    revokeSeal: () =>
      inTurn(() =>
        openssl(
          'ca',
          '-config',
          at('ca.cnf'),
          '-revoke',
          at('seal.crt'),
          '-crl_reason',
          'keyCompromise',
        ),
      ).then(() => undefined),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
