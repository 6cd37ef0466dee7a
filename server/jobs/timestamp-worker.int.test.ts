import { execFile } from 'node:child_process';
import { buffer } from 'node:stream/consumers';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agreements, auditLog, submissions, timestampTokens } from '../db/schema';
import { anchorAuditHead } from '../services/proof/anchor-audit-head';
import { allEntries, tamper } from '../test/audit-chain';
import { checkAuditChainDaily } from './audit-chain-check';
import { sha256Hex } from '../lib/sha256';
import { sendIdea } from '../test/api-calls';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { startTestPortal, type TestPortal } from '../test/portal';

const run = promisify(execFile);
let tsa: LocalTsa;
let t: TestPortal;
let alice: Awaited<ReturnType<TestPortal['createSignedAccount']>>;
let dir: string;

beforeAll(async () => {
  tsa = await startLocalTsa();
  dir = await mkdtemp(join(tmpdir(), 'timestamps-'));
  t = await startTestPortal({ TSA_URL: tsa.url, TSA_CA_FILE: tsa.caFile });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
});
afterAll(async () => {
  await t.close();
  await tsa.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => tsa.setMode('ok'));

const rowFor = async (subjectType: 'submission-manifest' | 'agreement-pdf', subjectId: string) =>
  (
    await t.db
      .select()
      .from(timestampTokens)
      .where(
        and(eq(timestampTokens.subjectType, subjectType), eq(timestampTokens.subjectId, subjectId)),
      )
  )[0]!;

/** What an outsider runs: openssl checks the stored reply against the bytes and the root. */
async function opensslVerify(reply: Uint8Array, data: Uint8Array | string) {
  const name = sha256Hex(reply);
  await writeFile(join(dir, `${name}.tsr`), reply);
  await writeFile(join(dir, `${name}.data`), data);
  const { stdout } = await run('openssl', [
    'ts', '-verify', '-data', join(dir, `${name}.data`), '-in', join(dir, `${name}.tsr`),
    '-CAfile', tsa.caFile,
  ]); // prettier-ignore
  return stdout;
}

async function sentIdeaId() {
  return sendIdea(alice, { ideaTitle: `Aspiration catheter ${Math.random()}` });
}

describe('trusted timestamps', () => {
  it("timestamps a sent idea's manifest, and openssl ts -verify accepts the stored token", async () => {
    const id = await sentIdeaId();
    await t.portal.timestamps!.flush();
    const row = await rowFor('submission-manifest', id);
    expect(row).toMatchObject({ state: 'granted', tsaName: 'Trusted Test TSA' });
    expect(row.sha256).toBe(sha256Hex(row.document!));
    expect(await opensslVerify(row.response!, row.document!)).toContain('Verification: OK');

    const manifest = JSON.parse(row.document!);
    const [sent] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(manifest).toMatchObject({
      submissionId: id,
      submitter: { email: 'alice@example.com', name: 'Dr. Alice Moreau' },
      titleSha256: sha256Hex(sent!.ideaTitle),
      descriptionSha256: sha256Hex(sent!.ideaDescription),
      agreement: { id: sent!.agreementId },
    });
    // The manifest holds hashes, never the idea's words.
    expect(row.document).not.toContain(sent!.ideaTitle);
  });

  it('timestamps the signed agreement PDF as stored', async () => {
    const [agreement] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.signerEmail, 'alice@example.com'));
    await t.portal.timestamps!.flush();
    const row = await rowFor('agreement-pdf', agreement!.id);
    expect(row.state).toBe('granted');
    const stored = await t.portal.storage.get(agreement!.documentKey!);
    const pdf = await buffer(stored!.body);
    expect(row.sha256).toBe(sha256Hex(pdf));
    expect(await opensslVerify(row.response!, pdf)).toContain('Verification: OK');
  });

  it('the receipt gives the manifest hash and says the timestamp is pending', async () => {
    const id = await sendIdea(alice, { ideaTitle: 'Receipt of a steerable microcatheter' });
    const receipt = await t.latestMailTo('alice@example.com', 'steerable microcatheter');
    const row = await rowFor('submission-manifest', id);
    expect(receipt.text).toContain(`Reference: ${id.slice(0, 8)}`);
    expect(receipt.text).toContain(`SHA-256 of the submission manifest: ${row.sha256}`);
    expect(receipt.text).toContain('Trusted timestamp: pending');
  });

  it.each(['garbage', 'wrong-hash', 'untrusted', 'down'] as const)(
    'refuses a TSA that answers %s, keeps the job and succeeds on a later try',
    async (mode) => {
      tsa.setMode(mode);
      const id = await sentIdeaId();
      await t.portal.timestamps!.flush();
      const refused = await rowFor('submission-manifest', id);
      expect(refused).toMatchObject({ state: 'pending', attempts: 1, token: null, response: null });
      expect(refused.lastError).toBeTruthy();
      expect(refused.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // The authority is back; the retry falls due.
      tsa.setMode('ok');
      await t.db
        .update(timestampTokens)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(timestampTokens.id, refused.id));
      await t.portal.timestamps!.flush();
      const granted = await rowFor('submission-manifest', id);
      expect(granted).toMatchObject({ state: 'granted', attempts: 2, lastError: null });
      expect(await opensslVerify(granted.response!, granted.document!)).toContain(
        'Verification: OK',
      );
    },
  );
});

describe('the audit chain head', () => {
  it('is anchored daily: the token is over the head entry hash, as the admin page shows', async () => {
    const entryId = await anchorAuditHead(t.db);
    expect(entryId).not.toBeNull();
    // Within the day, the head is not anchored again.
    expect(await anchorAuditHead(t.db)).toBeNull();
    await t.portal.timestamps!.flush();

    const [head] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.id, Number(entryId)));
    const [row] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectType, 'audit-head'));
    expect(row).toMatchObject({ state: 'granted', subjectId: entryId, sha256: head!.hash });

    const admin = await t.signInAdmin();
    const page = (await (await admin.request('/api/admin/audit-integrity')).json()) as {
      timestampsConfigured: boolean;
      lastAnchor: { tokenId: string; entryId: number; sha256: string; tsaName: string };
    };
    expect(page.timestampsConfigured).toBe(true);
    expect(page.lastAnchor).toMatchObject({
      tokenId: row!.id,
      entryId: Number(entryId),
      sha256: head!.hash,
      tsaName: 'Trusted Test TSA',
    });
    const download = await admin.request(
      `/api/admin/audit-integrity/anchors/${page.lastAnchor.tokenId}/token.tsr`,
    );
    expect(download.headers.get('content-type')).toBe('application/timestamp-reply');
    await writeFile(join(dir, 'head.tsr'), new Uint8Array(await download.arrayBuffer()));
    const { stdout } = await run('openssl', [
      'ts', '-verify', '-digest', head!.hash!, '-in', join(dir, 'head.tsr'), '-CAfile', tsa.caFile,
    ]); // prettier-ignore
    expect(stdout).toContain('Verification: OK');
  });
});

describe('a broken audit chain', () => {
  it('is never anchored: the daily check finds it broken and asks for no timestamp', async () => {
    await t.db.delete(timestampTokens).where(eq(timestampTokens.subjectType, 'audit-head'));
    const [entry] = await allEntries(t.db);
    await tamper(t.db, (tx) =>
      tx
        .update(auditLog)
        .set({ actorEmail: 'someone-else@example.com' })
        .where(eq(auditLog.id, entry!.id)),
    );
    await checkAuditChainDaily(t.db, { anchor: true });
    const anchors = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectType, 'audit-head'));
    expect(anchors).toEqual([]);
  });
});

describe('without a timestamp authority', () => {
  let plain: TestPortal;
  beforeAll(async () => {
    plain = await startTestPortal();
  });
  afterAll(() => plain.close());

  it('still keeps the manifest, and the receipt says timestamps are not configured', async () => {
    expect(plain.portal.timestamps).toBeNull();
    const bob = await plain.createSignedAccount('bob@example.com', 'Bob-Pass-1');
    const id = await sendIdea(bob);
    const receipt = await plain.latestMailTo('bob@example.com', 'We received your idea');
    expect(receipt.text).toContain('Trusted timestamp: not configured');
    const [row] = await plain.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectId, id));
    expect(row).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
