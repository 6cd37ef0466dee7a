import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const openssl = (...args: string[]) => run('openssl', args, { maxBuffer: 1 << 24 });

/**
 * How the authority answers: as it should, with bytes that are no reply, with a token over
 * another hash, signed by a certificate outside the trusted CA file, or not at all (HTTP 503).
 */
export type TsaMode = 'ok' | 'garbage' | 'wrong-hash' | 'untrusted' | 'down';

export interface LocalTsa {
  url: string;
  /** The root that issued the authority's certificate: what TSA_CA_FILE names. */
  caFile: string;
  /** The authority's own certificate. */
  tsaCertFile: string;
  dir: string;
  /** Timestamp queries answered so far, whatever the mode. */
  requests: number;
  /** How many queries asked for each SHA-256 imprint (hex), whatever the mode. */
  imprints: Map<string, number>;
  setMode(mode: TsaMode): void;
  close(): Promise<void>;
}

async function makeAuthority(dir: string, name: string): Promise<TsaAuthority> {
  const ca = join(dir, `${name}-ca`);
  const tsa = join(dir, `${name}-tsa`);
  await writeFile(
    `${tsa}.ext`,
    [
      'basicConstraints=critical,CA:FALSE',
      'keyUsage=critical,digitalSignature,nonRepudiation',
      'extendedKeyUsage=critical,timeStamping',
      'subjectKeyIdentifier=hash',
      'authorityKeyIdentifier=keyid',
    ].join('\n'),
  );
  await openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-sha256',
    '-days',
    '3650',
    '-keyout',
    `${ca}.key`,
    '-out',
    `${ca}.crt`,
    '-subj',
    `/O=Test/CN=${name} Test Root CA`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  await openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-sha256',
    '-keyout',
    `${tsa}.key`,
    '-out',
    `${tsa}.csr`,
    '-subj',
    `/O=Test/CN=${name} Test TSA`,
  );
  await openssl(
    'x509',
    '-req',
    '-sha256',
    '-days',
    '3650',
    '-in',
    `${tsa}.csr`,
    '-CA',
    `${ca}.crt`,
    '-CAkey',
    `${ca}.key`,
    '-set_serial',
    '2',
    '-extfile',
    `${tsa}.ext`,
    '-out',
    `${tsa}.crt`,
  );
  return writeTsaConfig(dir, name, {
    caFile: `${ca}.crt`,
    certFile: `${tsa}.crt`,
    keyFile: `${tsa}.key`,
  });
}

/** An authority OpenSSL's `ts -reply` can answer as: its root, its certificate and its config. */
export interface TsaAuthority {
  caFile: string;
  tsaCertFile: string;
  config: string;
}

/** The `ts -reply` configuration of an authority whose certificate and key are made already. */
export async function writeTsaConfig(
  dir: string,
  name: string,
  files: { caFile: string; certFile: string; keyFile: string },
): Promise<TsaAuthority> {
  const base = join(dir, `${name}-ts`);
  await writeFile(`${base}.serial`, '01\n');
  await writeFile(
    `${base}.cnf`,
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `serial = ${base}.serial`,
      'crypto_device = builtin',
      `signer_cert = ${files.certFile}`,
      `certs = ${files.caFile}`,
      `signer_key = ${files.keyFile}`,
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.55555.1',
      'digests = sha256, sha384, sha512',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = yes',
      'ess_cert_id_chain = no',
      'ess_cert_id_alg = sha256',
    ].join('\n'),
  );
  return { caFile: files.caFile, tsaCertFile: files.certFile, config: `${base}.cnf` };
}

/**
 * A real RFC 3161 authority for tests: OpenSSL's `ts -reply` behind a small HTTP handler, with
 * a root and an authority certificate made by OpenSSL when it starts, or the authority given.
 */
export async function startLocalTsa(
  options: { port?: number; authority?: TsaAuthority } = {},
): Promise<LocalTsa> {
  const dir = await mkdtemp(join(tmpdir(), 'local-tsa-'));
  const trusted = options.authority ?? (await makeAuthority(dir, 'Trusted'));
  const untrusted = await makeAuthority(dir, 'Untrusted');
  let mode: TsaMode = 'ok';
  let counter = 0;
  // OpenSSL keeps the serial in a file: one reply at a time.
  let queue: Promise<unknown> = Promise.resolve();

  async function reply(query: Buffer, replyMode: TsaMode, n: number): Promise<Buffer> {
    const queryFile = join(dir, `q${n}.tsq`);
    const replyFile = join(dir, `r${n}.tsr`);
    let queryToSign = query;
    if (replyMode === 'wrong-hash') {
      const other = join(dir, `other${n}.tsq`);
      await writeFile(join(dir, `other${n}.txt`), `not what was asked ${n}`);
      await openssl(
        'ts',
        '-query',
        '-data',
        join(dir, `other${n}.txt`),
        '-sha256',
        '-cert',
        '-out',
        other,
      );
      queryToSign = await readFile(other);
    }
    await writeFile(queryFile, queryToSign);
    const authority = replyMode === 'untrusted' ? untrusted : trusted;
    await openssl(
      'ts',
      '-reply',
      '-config',
      authority.config,
      '-queryfile',
      queryFile,
      '-chain',
      authority.caFile,
      '-out',
      replyFile,
    );
    const answer = await readFile(replyFile);
    await Promise.all([rm(queryFile, { force: true }), rm(replyFile, { force: true })]);
    return answer;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const replyMode = mode;
      const n = ++counter;
      tsa.requests++;
      const imprint = sha256ImprintOf(Buffer.concat(chunks));
      tsa.imprints.set(imprint, (tsa.imprints.get(imprint) ?? 0) + 1);
      if (req.method !== 'POST' || replyMode === 'down') {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      if (replyMode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end('not a reply');
        return;
      }
      const answer = queue.then(() => reply(Buffer.concat(chunks), replyMode, n));
      queue = answer.catch(() => undefined);
      answer.then(
        (body) => res.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(body),
        (error: unknown) => res.writeHead(400).end(String(error)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const tsa: LocalTsa = {
    url: `http://127.0.0.1:${port}/tsa`,
    caFile: trusted.caFile,
    tsaCertFile: trusted.tsaCertFile,
    dir,
    requests: 0,
    imprints: new Map(),
    setMode(next) {
      mode = next;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
  return tsa;
}

const SHA256_OID = Buffer.from('0609608648016503040201', 'hex');

/**
 * The SHA-256 imprint a timestamp query asks about, in hex: the 32-byte OCTET STRING after the
 * algorithm's identifier (and its NULL parameters, when present); '' when there is none.
 */
function sha256ImprintOf(query: Buffer): string {
  const oid = query.indexOf(SHA256_OID);
  if (oid < 0) return '';
  let at = oid + SHA256_OID.length;
  if (query[at] === 0x05 && query[at + 1] === 0x00) at += 2;
  return query[at] === 0x04 && query[at + 1] === 0x20
    ? query.subarray(at + 2, at + 34).toString('hex')
    : '';
}
