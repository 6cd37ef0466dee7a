import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditIntegrityResponse } from '#common/audit-integrity';
import { auditLog, timestampTokens } from '../db/schema';
import { allEntries, restore, tamper } from '../test/audit-chain';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;

let t: TestPortal;
let admin: Client;
beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const integrity = async (client = admin) => {
  const response = await client.request('/api/admin/audit-integrity');
  expect(response.status).toBe(200);
  return (await response.json()) as AuditIntegrityResponse;
};

describe('the Audit integrity page', () => {
  it('shows the chain, no check yet, and that timestamps are not configured', async () => {
    const head = (await allEntries(t.db)).at(-1)!;
    expect(await integrity()).toEqual({
      chainLength: head.chainPosition,
      head: { id: head.id, createdAt: head.createdAt.toISOString(), hash: head.hash },
      lastVerification: null,
      timestampsConfigured: false,
      lastAnchor: null,
    });
  });

  it('verifies now for an admin: recorded, audited, and shown as the last check', async () => {
    const before = (await allEntries(t.db)).at(-1)!;
    const response = await admin.request('/api/admin/audit-integrity/verify', { method: 'POST' });
    expect(response.status).toBe(200);
    const page = (await response.json()) as AuditIntegrityResponse;
    expect(page.lastVerification).toMatchObject({
      by: 'admin',
      actorEmail: TEST_ADMIN.email,
      ok: true,
      chainLength: before.chainPosition,
      headId: before.id,
      headHash: before.hash,
      brokenId: null,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.verified'));
    expect(entry).toMatchObject({
      actorEmail: TEST_ADMIN.email,
      details: {
        chainLength: before.chainPosition,
        headId: before.id,
        ok: true,
        brokenId: null,
        reason: null,
      },
    });
    // The entry that records the check is the new head.
    expect(page.head?.id).toBe(entry!.id);
    expect((await integrity()).lastVerification).toEqual(page.lastVerification);
  });

  it('names the first broken entry when the log was changed', async () => {
    const original = await allEntries(t.db);
    const victim = original[0]!;
    await tamper(t.db, (tx) =>
      tx.update(auditLog).set({ ipAddress: '10.9.9.9' }).where(eq(auditLog.id, victim.id)),
    );
    const response = await admin.request('/api/admin/audit-integrity/verify', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AuditIntegrityResponse).lastVerification).toMatchObject({
      ok: false,
      brokenId: victim.id,
      brokenReason: 'its personal fields (address, IP, browser, details) are not the ones hashed',
    });
    await restore(t.db, original);
  });

  it('shows the last anchored head and serves its timestamp reply', async () => {
    const head = (await allEntries(t.db)).at(-1)!;
    const reply = Uint8Array.from([0x30, 0x03, 0x02, 0x01, 0x00]);
    const [older, newer] = await t.db
      .insert(timestampTokens)
      .values([
        {
          subjectType: 'audit-head',
          subjectId: String(head.id - 1),
          sha256: 'a'.repeat(64),
          state: 'granted',
          response: reply,
          genTime: new Date('2026-01-01T00:00:00Z'),
          tsaName: 'CN=Old TSA',
          serialNumber: '01',
        },
        {
          subjectType: 'audit-head',
          subjectId: String(head.id),
          sha256: head.hash!,
          state: 'granted',
          response: reply,
          genTime: new Date('2026-02-01T00:00:00Z'),
          tsaName: 'CN=Test TSA',
          serialNumber: '0a1b',
        },
      ])
      .returning();
    await t.db.insert(timestampTokens).values({
      subjectType: 'audit-head',
      subjectId: String(head.id + 1000),
      sha256: 'b'.repeat(64),
    });
    expect((await integrity()).lastAnchor).toEqual({
      tokenId: newer!.id,
      entryId: head.id,
      sha256: head.hash,
      genTime: '2026-02-01T00:00:00.000Z',
      tsaName: 'CN=Test TSA',
      serialNumber: '0a1b',
    });
    const download = await admin.request(
      `/api/admin/audit-integrity/anchors/${newer!.id.toUpperCase()}/token.tsr`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/timestamp-reply');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-head-${head.id}.tsr"`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(reply);
    expect(older!.id).not.toBe(newer!.id);
  });

  it('answers 404 for a timestamp that is not a granted audit head', async () => {
    const [pending] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.state, 'pending'));
    const [other] = await t.db
      .insert(timestampTokens)
      .values({
        subjectType: 'agreement-pdf',
        subjectId: 'x',
        sha256: 'c'.repeat(64),
        state: 'granted',
        response: Uint8Array.from([1]),
      })
      .returning();
    for (const id of [pending!.id, other!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await admin.request(`/api/admin/audit-integrity/anchors/${id}/token.tsr`);
      expect(response.status).toBe(404);
    }
  });
});

describe('with a timestamp authority configured', () => {
  let withTsa: TestPortal;
  beforeAll(async () => {
    withTsa = await startTestPortal({ TSA_URL: 'http://tsa.invalid/' });
  });
  afterAll(() => withTsa.close());

  it('says so, with no anchor yet', async () => {
    const page = await integrity(await withTsa.signInAdmin());
    expect(page).toMatchObject({ timestampsConfigured: true, lastAnchor: null });
  });
});
