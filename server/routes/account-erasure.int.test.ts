import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditTrailEntry } from '#common/audit-trail';
import { erasureMessages, type ErasureOutcome, type ErasureRequest } from '#common/erasure';
import { submissionReference } from '#common/submissions';
import { auditVerifyCommand } from '../cli/audit-verify-command';
import { attachments, auditLog, erasureRequests, submissions, users } from '../db/schema';
import { verifyChain } from '../services/audit/verify-chain';
import { jsonOf, sendIdea } from '../test/api-calls';
import { dumpRows, filesText } from '../test/database-dump';
import { pdfFile } from '../test/files';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let admin: Client;

const ELLA = { email: 'ella.erase@example.com', password: 'Ella-Pass-1', name: 'Dr. Ella Quist' };
const HUGO = { email: 'hugo.held@example.com', password: 'Hugo-Pass-1', name: 'Dr. Hugo Held' };

const erase = (client: Client, body: object) =>
  client.request('/api/account/data/erase', { json: body });
const mentions = (text: string, person: { email: string; name: string }) =>
  text.toLowerCase().includes(person.email) || text.includes(person.name);

beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

describe('Delete my account, with nothing held', () => {
  let ella: Client;
  let ellaId: string;
  let fileKey: string;

  beforeAll(async () => {
    ella = await t.createSignedAccount(ELLA.email, ELLA.password, ELLA.name);
    [{ id: ellaId }] = (await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, ELLA.email))) as [{ id: string }];
    const upload = await jsonOf<{ attachment: { id: string } }>(
      await ella.upload('coil.pdf', await pdfFile('Coil drawing')),
      201,
    );
    [{ key: fileKey }] = (await t.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.id, upload.attachment.id))) as [{ key: string }];
    await sendIdea(ella, {
      status: 'draft',
      ideaTitle: 'A softer coil',
      attachmentId: upload.attachment.id,
    });
    const contact = await ella.request('/api/contact', {
      json: {
        name: ELLA.name,
        email: ELLA.email,
        subject: 'Hello',
        message: 'A question for you.',
      },
    });
    expect(contact.status).toBe(201);
    // An admin acted on her account: that entry names her too.
    for (const role of ['reviewer', 'user']) {
      const changed = await admin.request(`/api/admin/users/${ellaId}/role`, { json: { role } });
      expect(changed.status).toBe(200);
    }
    await t.deliverMail();
    expect(mentions(await dumpRows(t.db), ELLA)).toBe(true);
  });

  it('asks for the password again, and counts a wrong one', async () => {
    const none = await erase(ella, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ error: { field: 'password' } });
    const wrong = await erase(ella, { password: 'not-her-password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: { code: 'wrong_password', field: 'password' },
    });
    expect((await erase(t.client(), { password: ELLA.password })).status).toBe(401);
    expect(await t.db.select().from(users).where(eq(users.id, ellaId))).toHaveLength(1);
  });

  it('erases the account: no row and no stored file names her, and the chain verifies', async () => {
    const [first, second] = await Promise.all([
      erase(ella, { password: ELLA.password }),
      erase(ella, { password: ELLA.password }),
    ]);
    // Sent twice at once: one erases, the other finds nothing left to erase.
    expect([first.status, second.status].sort()).toEqual([200, 401]);
    const done = first.status === 200 ? first : second;
    expect(await done.json()).toEqual({ outcome: 'erased' } satisfies ErasureOutcome);

    expect(await (await ella.request('/api/me')).json()).toMatchObject({ user: null });
    expect((await ella.request('/api/submissions')).status).toBe(401);
    expect((await t.client().signIn(ELLA.email, ELLA.password)).ok).toBe(false);

    const dump = await dumpRows(t.db);
    expect(dump.toLowerCase()).not.toContain(ELLA.email);
    expect(dump).not.toContain(ELLA.name);
    expect(await t.portal.storage.get(fileKey)).toBeNull();
    const named = (await filesText(t.dataDir)).filter(({ text }) => mentions(text, ELLA));
    expect(named.map(({ file }) => file)).toEqual([]);

    const report = await verifyChain(t.db);
    expect(report).toMatchObject({ ok: true, broken: null });
    expect(report.erased).toBeGreaterThan(2);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.erased'), eq(auditLog.targetId, ellaId)));
    expect(entry).toMatchObject({ actorId: null, actorEmail: null });
    expect(entry!.details).toMatchObject({ drafts: 1, files: 1 });
  });

  it('shows the entries that named her as erased on the audit trail, what and when kept', async () => {
    const trail = await jsonOf<{ entries: AuditTrailEntry[] }>(
      await admin.request('/api/admin/audit-trail?action=user.role_changed'),
    );
    const aboutHer = trail.entries.filter((entry) => entry.targetId === ellaId);
    expect(aboutHer).toHaveLength(2);
    for (const entry of aboutHer)
      expect(entry).toMatchObject({
        action: 'user.role_changed',
        actorEmail: null,
        ipAddress: null,
        details: null,
        erasedAt: expect.any(String),
      });
  });

  it('leaves a chain that `npm run audit:verify` accepts', async () => {
    let out = '';
    const code = await auditVerifyCommand([], {
      out: (text: string) => (out += text),
      err: (text: string) => (out += text),
      openDatabase: async () => ({ db: t.db, close: async () => {} }),
    } as unknown as Parameters<typeof auditVerifyCommand>[1]);
    expect(out).toContain('The audit chain is intact.');
    expect(out).toMatch(/Erased entries: \d+/);
    expect(code).toBe(0);
  });
});

describe('Delete my account, as an inventor on a sent idea', () => {
  let hugo: Client;
  let hugoId: string;
  let sentId: string;
  let draftId: string;
  let request: ErasureRequest;

  beforeAll(async () => {
    hugo = await t.createSignedAccount(HUGO.email, HUGO.password, HUGO.name);
    [{ id: hugoId }] = (await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, HUGO.email))) as [{ id: string }];
    sentId = await sendIdea(hugo, { ideaTitle: 'Flow diverter with a marker' });
    draftId = await sendIdea(hugo, { status: 'draft', ideaTitle: 'Unfinished' });
  });

  it('closes the account, keeps the sent idea and says which records stay and why', async () => {
    const response = await erase(hugo, { password: HUGO.password });
    expect(response.status).toBe(200);
    const outcome = (await response.json()) as Extract<ErasureOutcome, { outcome: 'kept' }>;
    expect(outcome).toMatchObject({
      outcome: 'kept',
      kept: [{ kind: 'idea', submissionId: sentId, reference: submissionReference(sentId) }],
    });
    const days = (Date.parse(outcome.dueAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect(await (await hugo.request('/api/me')).json()).toMatchObject({ user: null });
    expect((await hugo.request('/api/submissions')).status).toBe(401);
    expect((await t.client().signIn(HUGO.email, HUGO.password)).ok).toBe(false);
    const [kept] = await t.db.select().from(submissions).where(eq(submissions.id, sentId));
    expect(kept).toMatchObject({ email: HUGO.email, ideaTitle: 'Flow diverter with a marker' });
    expect(await t.db.select().from(submissions).where(eq(submissions.id, draftId))).toEqual([]);
    const [account] = await t.db.select().from(users).where(eq(users.id, hugoId));
    expect(account!.email).toBe(`closed-${hugoId}@closed.invalid`);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it('no one can reset the closed account’s password', async () => {
    await t.deliverMail();
    const before = t.sink.to(HUGO.email).length;
    const reset = await t.client().request('/api/auth/request-password-reset', {
      json: { email: HUGO.email, redirectTo: '/reset-password' },
    });
    expect(reset.status).toBe(200);
    await t.deliverMail();
    expect(t.sink.to(HUGO.email)).toHaveLength(before);
  });

  it('waits in the admins’ queue with its due date, and is answered once', async () => {
    const list = await jsonOf<{ requests: ErasureRequest[] }>(
      await admin.request('/api/admin/erasure-requests'),
    );
    request = list.requests.find((row) => row.email === HUGO.email)!;
    expect(request).toMatchObject({
      answeredAt: null,
      kept: [{ kind: 'idea', submissionId: sentId }],
    });
    const short = await admin.request(`/api/admin/erasure-requests/${request.id}/answer`, {
      json: { answer: 'no' },
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { message: erasureMessages.answer } });

    const answer = 'Kept under Art. 17(3)(e) while the application is pending; told on 5 Dec.';
    const [once, twice] = await Promise.all(
      [1, 2].map(() =>
        admin.request(`/api/admin/erasure-requests/${request.id}/answer`, { json: { answer } }),
      ),
    );
    expect([once!.status, twice!.status].sort()).toEqual([200, 409]);
    const [row] = await t.db
      .select()
      .from(erasureRequests)
      .where(eq(erasureRequests.id, request.id));
    expect(row).toMatchObject({ answer, answeredBy: expect.any(String) });
    const unknown = await admin.request(
      '/api/admin/erasure-requests/00000000-0000-4000-8000-000000000000/answer',
      { json: { answer } },
    );
    expect(unknown.status).toBe(404);
  });

  it('is refused to staff, who hold the company’s records', async () => {
    const response = await erase(admin, { password: TEST_ADMIN.password, code: t.adminCode() });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { message: erasureMessages.staff } });
  });
});
