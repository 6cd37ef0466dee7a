import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Verification } from '#common/verification';
import { agreementRevisions, agreements, auditLog } from '../db/schema';
import { createArchiveWorker } from '../jobs/archive-worker';
import { createTimestampAuthority } from '../lib/tsa-client';
import { archiveAgreement } from '../services/agreements/long-term';
import { removeUnrecordedAgreementFiles } from '../services/agreements/unrecorded-files';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { dssOf, signaturesOf } from '../test/pdf-dss';
import { pdfsig } from '../test/pdf-signature';
import { startTestPki, type TestPki } from '../test/test-pki';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { sendIdea } from '../test/api-calls';
import { runVerifySteps, verifySteps } from '../test/verify-steps';

const run = promisify(execFile);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let pki: TestPki;
let tsa: LocalTsa;
let t: TestPortal;
let dir: string;
beforeAll(async () => {
  pki = await startTestPki();
  tsa = await startLocalTsa({ authority: pki.tsa });
  t = await startTestPortal({
    TSA_URL: tsa.url,
    TSA_CA_FILE: pki.caFile,
    SEAL_P12_FILE: pki.seal.file,
    SEAL_P12_PASSWORD: pki.seal.password,
  });
  dir = await mkdtemp(path.join(tmpdir(), 'long-term-'));
});
afterAll(async () => {
  await t.close();
  await tsa.close();
  await pki.close();
  await rm(dir, { recursive: true, force: true });
});

let accounts = 0;
/** A new account signs; answers its agreement's id, the client, and the PDF as signed. */
async function signed() {
  const password = 'Signer-Passw0rd!';
  const client = await t.createSignedAccount(`lta${++accounts}@example.com`, password);
  const [row] = await t.db
    .select()
    .from(agreements)
    .where(eq(agreements.signerEmail, `lta${accounts}@example.com`));
  const stored = await t.portal.storage.get(row!.documentKey!);
  return { id: row!.id, client, original: new Uint8Array(await buffer(stored!.body)) };
}

const download = async (client: Awaited<ReturnType<typeof signed>>['client'], id: string) => {
  const response = await client.request(`/api/agreements/${id}/document`);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

const revisionsOf = (id: string) =>
  t.db
    .select()
    .from(agreementRevisions)
    .where(eq(agreementRevisions.agreementId, id))
    .orderBy(asc(agreementRevisions.revision));

/** A file written to the test's folder, for OpenSSL. */
async function file(name: string, bytes: Uint8Array) {
  const at = path.join(dir, name);
  await writeFile(at, bytes);
  return at;
}

/** Runs a command with no network at all (a new network namespace): nothing can be fetched. */
const offline = (command: string, args: string[]) => run('unshare', ['-n', command, ...args]);

const pem = (der: Uint8Array) => new X509Certificate(der).toString();

async function verify(bytes: Uint8Array): Promise<Verification> {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'agreement.pdf');
  const response = await t.app.request(`${TEST_APP_URL}/api/verify`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': '203.0.113.77' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Verification;
}

describe('a signed agreement made long-term validatable', () => {
  let agreement: Awaited<ReturnType<typeof signed>>;
  let archived: Uint8Array;
  beforeAll(async () => {
    agreement = await signed();
    expect(await t.portal.archive!.flush()).toBeGreaterThanOrEqual(1);
    archived = await download(agreement.client, agreement.id);
  });

  it('is downloaded as its first revision: the file as signed, then a DSS and a document timestamp', async () => {
    const [revision] = await revisionsOf(agreement.id);
    expect(revision).toMatchObject({ revision: 1, tsaName: 'Portal Test TSA' });
    expect(sha256(archived)).toBe(revision!.documentSha256);
    expect(archived.length).toBeGreaterThan(agreement.original.length);
    expect(Buffer.from(archived.subarray(0, agreement.original.length))).toEqual(
      Buffer.from(agreement.original),
    );
    const [row] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    // The record of what was signed never changes.
    expect(row!.documentSha256).toBe(sha256(agreement.original));
    // Due again a month before the authority's certificate expires.
    expect(row!.archiveDueAt!.getTime()).toBe(
      revision!.expiresAt.getTime() - 30 * 24 * 60 * 60 * 1000,
    );
    expect(row!.archiveLeaseUntil).toBeNull();
  });

  it('keeps the seal valid, and adds a document timestamp over the whole file', async () => {
    const report = await pdfsig(archived);
    expect(report.match(/^Signature #\d+:/gm)).toEqual(['Signature #1:', 'Signature #2:']);
    const [seal, stamp] = report.split(/^Signature #2:/m) as [string, string];
    expect(seal).toContain('- Signer Certificate Common Name: Portal Test Seal');
    expect(seal).toContain('- Signature Validation: Signature is Valid.');
    expect(stamp).toContain('- Signature Field Name: Timestamp_1');
    expect(stamp).toContain('- Signer Certificate Common Name: Portal Test TSA');
    // The document timestamp covers the whole file as signed and the validation data after it;
    // only its own chain's validation data comes after it.
    const stamped = signaturesOf(archived).at(-1)!;
    expect(stamped.signed.length).toBeGreaterThan(agreement.original.length);
    expect(stamped.signed.subarray(0, agreement.original.length)).toEqual(
      Buffer.from(agreement.original),
    );
  });

  it('holds what validation needs, so it validates with the network cut', async () => {
    const dss = await dssOf(archived);
    const subjects = dss.certs.map((der) => /CN=(.+)/.exec(new X509Certificate(der).subject)![1]);
    expect(subjects).toEqual(
      expect.arrayContaining(['Portal Test Seal', 'Portal Test TSA', 'Portal Test Root CA']),
    );
    expect(dss.ocsps.length).toBeGreaterThanOrEqual(2);

    const ca = pki.caFile;
    const seal = await file(
      'seal.pem',
      Buffer.from(pem(dss.certs[subjects.indexOf('Portal Test Seal')]!)),
    );
    const tsaCert = await file(
      'tsa.pem',
      Buffer.from(pem(dss.certs[subjects.indexOf('Portal Test TSA')]!)),
    );
    // Each embedded OCSP answer, checked against the root alone: one says the seal is good,
    // one says the authority's certificate is.
    const statuses: string[] = [];
    for (const [n, answer] of dss.ocsps.entries()) {
      const respin = await file(`ocsp${n}.der`, answer);
      for (const cert of [seal, tsaCert]) {
        const { stdout, stderr } = await offline('openssl', [
          ...['ocsp', '-respin', respin, '-issuer', ca, '-cert', cert, '-CAfile', ca],
        ]).catch((error: { stdout: string; stderr: string }) => error);
        if (stderr.includes('Response verify OK')) statuses.push(stdout.trim());
      }
    }
    expect(statuses).toEqual(
      expect.arrayContaining(
        [`${seal}: good`, `${tsaCert}: good`].map((line) => expect.stringContaining(line)),
      ),
    );

    // The document timestamp: a token over the SHA-256 of every byte before it.
    const stamp = signaturesOf(archived).at(-1)!;
    const token = await file('doc-timestamp.der', stamp.cms);
    const { stdout } = await offline('openssl', [
      ...['ts', '-verify', '-token_in', '-in', token, '-digest', sha256(stamp.signed)],
      ...['-CAfile', ca],
    ]);
    expect(stdout).toContain('Verification: OK');
    // And the seal's own signature, as pdfsig reads it, with no network either.
    const { stdout: report } = await offline('pdfsig', [await file('archived.pdf', archived)]);
    expect(report).toContain('- Signature Validation: Signature is Valid.');
  });

  it('is genuine on /verify, as the agreement, naming its revision', async () => {
    const answer = await verify(archived);
    expect(answer).toMatchObject({
      verdict: 'genuine',
      kind: 'sealed-agreement',
      longTerm: { revision: 1, authority: 'Portal Test TSA' },
    });
    expect(answer.summary).toMatch(
      /^This is agreement [\w-]{8}, signed on \d{4}-\d{2}-\d{2}.*; this copy is its long-term revision 1, with a document timestamp by Portal Test TSA at .+ UTC/,
    );
    // The file as signed still checks out, as itself.
    expect(await verify(agreement.original)).toMatchObject({
      verdict: 'genuine',
      longTerm: null,
    });
    const altered = archived.slice();
    altered[Math.floor(altered.length / 3)]! ^= 1;
    expect((await verify(altered)).verdict).not.toBe('genuine');
  });

  it('is audited, and the clean-up keeps its revision file', async () => {
    const entries = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'agreement.archived'));
    expect(entries).toContainEqual({
      details: expect.objectContaining({ revision: 1, documentSha256: sha256(archived) }),
    });
    await removeUnrecordedAgreementFiles(
      { db: t.db, storage: t.portal.storage },
      new Date(Date.now() + 60_000),
    );
    expect(await download(agreement.client, agreement.id)).toEqual(archived);
  });

  it('gets a fresh document timestamp over the last revision when one is due', async () => {
    await t.db
      .update(agreements)
      .set({ archiveDueAt: new Date(Date.now() - 1000) })
      .where(eq(agreements.id, agreement.id));
    await t.portal.archive!.flush();
    const renewed = await download(agreement.client, agreement.id);
    expect((await revisionsOf(agreement.id)).map((r) => r.revision)).toEqual([1, 2]);
    expect(Buffer.from(renewed.subarray(0, archived.length))).toEqual(Buffer.from(archived));
    const report = await pdfsig(renewed);
    expect(report.match(/^Signature #\d+:/gm)).toHaveLength(3);
    expect(report).toContain('- Signature Field Name: Timestamp_2');
    expect(report.split(/^Signature #2:/m)[0]).toContain('Signature is Valid.');
    expect((await verify(renewed)).longTerm).toMatchObject({ revision: 2 });
    // The first revision is still one the portal issued.
    expect((await verify(archived)).longTerm).toMatchObject({ revision: 1 });
  });
});

describe('an evidence bundle of an inventor whose agreement is long-term validatable', () => {
  it('holds both agreement files and a B-LTA disclosure.pdf, and its VERIFY.txt steps pass', async () => {
    const agreement = await signed();
    await t.portal.archive!.flush();
    const id = await sendIdea(agreement.client);
    const response = await agreement.client.request(`/api/submissions/${id}/evidence`);
    expect(response.status).toBe(200);
    await writeFile(
      path.join(dir, `evidence-${id}.zip`),
      new Uint8Array(await response.arrayBuffer()),
    );
    const steps = await verifySteps(dir, id);
    const outputs = await runVerifySteps(dir, steps);
    const folder = path.join(dir, `evidence-${id}`);
    expect(steps).toContain(
      'cmp -n $(wc -c < agreement/agreement.pdf) agreement/agreement.pdf agreement/agreement-long-term.pdf',
    );
    expect(outputs.get('pdfsig agreement/agreement-long-term.pdf')).toContain(
      'Signature Field Name: Timestamp_1',
    );
    const longTerm = new Uint8Array(
      await readFile(path.join(folder, 'agreement/agreement-long-term.pdf')),
    );
    expect(longTerm).toEqual(await download(agreement.client, agreement.id));

    // disclosure.pdf: sealed as the bundle was made, with its validation data and a document
    // timestamp, and one this portal issued.
    const disclosure = new Uint8Array(await readFile(path.join(folder, 'disclosure.pdf')));
    const report = outputs.get('pdfsig disclosure.pdf')!;
    expect(report).toContain('- Signer Certificate Common Name: Portal Test Seal');
    expect(report).toContain('- Signature Validation: Signature is Valid.');
    expect(report).toContain('- Signature Field Name: Timestamp_1');
    expect((await dssOf(disclosure)).ocsps.length).toBeGreaterThanOrEqual(2);
    expect(await verify(disclosure)).toMatchObject({ verdict: 'genuine', kind: 'disclosure-pdf' });
  });
});

describe('two workers at once', () => {
  it('archive each agreement once, and a claim overtaken by another records nothing', async () => {
    const authority = createTimestampAuthority({ urls: [tsa.url] });
    const other = createArchiveWorker({ db: t.db, storage: t.portal.storage, authority });
    const due = [await signed(), await signed(), await signed()];
    await Promise.all([t.portal.archive!.runOnce(), other.runOnce(), other.runOnce()]);
    for (const { id } of due) expect((await revisionsOf(id)).map((r) => r.revision)).toEqual([1]);

    // A claim whose lease ran out, taken up by another worker meanwhile, records no revision.
    const { id } = due[0]!;
    const bump = () =>
      t.db
        .update(agreements)
        .set({ archiveAttempts: sql`${agreements.archiveAttempts} + 1` })
        .where(eq(agreements.id, id))
        .returning({ documentKey: agreements.documentKey, attempts: agreements.archiveAttempts });
    const [stale] = await bump();
    await bump();
    await archiveAgreement(
      { db: t.db, storage: t.portal.storage, authority },
      { id, documentKey: stale!.documentKey!, attempts: stale!.attempts },
    );
    expect((await revisionsOf(id)).map((r) => r.revision)).toEqual([1]);
  });
});

describe('an agreement that cannot be shown unrevoked yet', () => {
  it('falls back to the CRL when the OCSP responder is down', async () => {
    pki.setOcsp('down');
    try {
      const agreement = await signed();
      const crlsBefore = pki.asked.crl;
      await t.portal.archive!.flush();
      expect(await revisionsOf(agreement.id)).toHaveLength(1);
      expect(pki.asked.crl).toBeGreaterThan(crlsBefore);
      const dss = await dssOf(await download(agreement.client, agreement.id));
      expect(dss.crls.length).toBeGreaterThanOrEqual(1);
      const base64 = Buffer.from(dss.crls[0]!)
        .toString('base64')
        .match(/.{1,64}/g)!
        .join('\n');
      const crl = await file(
        'dss-crl.pem',
        Buffer.from(`-----BEGIN X509 CRL-----\n${base64}\n-----END X509 CRL-----\n`),
      );
      const seal = dss.certs.find((der) =>
        new X509Certificate(der).subject.includes('CN=Portal Test Seal'),
      )!;
      const { stdout } = await offline('openssl', [
        ...['verify', '-crl_check', '-CRLfile', crl, '-CAfile', pki.caFile],
        await file('seal-crl.pem', Buffer.from(pem(seal))),
      ]);
      expect(stdout).toContain(': OK');
    } finally {
      pki.setOcsp('up');
    }
  });

  it('is not archived once its seal is revoked, and says why', async () => {
    const agreement = await signed();
    await pki.revokeSeal();
    const before = Date.now();
    await t.portal.archive!.flush();
    expect(await revisionsOf(agreement.id)).toEqual([]);
    const [row] = await t.db.select().from(agreements).where(eq(agreements.id, agreement.id));
    expect(row!.archiveError).toContain('Portal Test Seal');
    // Tried again after a backoff, not at once.
    expect(row!.archiveDueAt!.getTime()).toBeGreaterThan(before + 4 * 60 * 1000);
    expect(await download(agreement.client, agreement.id)).toEqual(agreement.original);
  });
});
