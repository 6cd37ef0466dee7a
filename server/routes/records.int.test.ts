import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordsMessages } from '#common/records';
import { submissionReference } from '#common/submissions';
import { applyRetention } from '../jobs/retention';
import { attachments, auditLog, retentionNotices, submissions } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { pdfFile } from '../test/files';
import { startTestPortal, TEST_ADMIN, TEST_APP_URL, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;

interface Refusal {
  error: { code: string; message: string; field?: string };
}

const DAY = 86_400_000;
const title = 'Radiopaque marker on the aspiration catheter tip';
const hold = (id: string, reason: unknown) =>
  admin.request(`/api/admin/submissions/${id}/legal-hold`, { method: 'PUT', json: { reason } });
const lift = (id: string, reason: string) =>
  admin.request(`/api/admin/submissions/${id}/legal-hold/lift`, { json: { reason } });
const remove = (id: string) => admin.request(`/api/admin/submissions/${id}`, { method: 'DELETE' });
const exists = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id))).length === 1;
const actions = async (id: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((row) => row.action);

/** A sent idea, declined at review `daysAgo` days ago. */
async function declined(daysAgo: number, file?: Uint8Array) {
  const attachmentId = file
    ? (await jsonOf<{ attachment: { id: string } }>(await alice.upload('sketch.pdf', file), 201))
        .attachment.id
    : undefined;
  const id = await sendIdea(alice, { ideaTitle: title, attachmentId });
  await t.db
    .update(submissions)
    .set({ status: 'rejected', reviewedAt: new Date(Date.now() - daysAgo * DAY) })
    .where(eq(submissions.id, id));
  return id;
}

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

describe('a legal hold', () => {
  let id: string;
  beforeAll(async () => {
    id = await sendIdea(alice, { ideaTitle: title });
  });

  it('needs a reason, and refuses one too short without holding anything', async () => {
    const refused = await jsonOf<Refusal>(await hold(id, ' x '), 400);
    expect(refused.error).toMatchObject({ field: 'reason', message: recordsMessages.holdReason });
    expect((await jsonOf<Refusal>(await hold(id, 42), 400)).error.field).toBe('reason');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.legalHoldReason).toBeNull();
  });

  it('is placed by an admin with its reason, once, and audited', async () => {
    const placed = await jsonOf<{ hold: { reason: string; by: string } }>(
      await hold(id, 'Litigation hold: Smith v. Neurovascular Innovations'),
    );
    expect(placed.hold).toMatchObject({
      reason: 'Litigation hold: Smith v. Neurovascular Innovations',
      by: TEST_ADMIN.email,
    });
    expect((await jsonOf<Refusal>(await hold(id, 'Again'), 409)).error.message).toBe(
      recordsMessages.alreadyHeld,
    );
    expect(await actions(id)).toContain('submission.hold_placed');
    const read = await jsonOf<{ hold: { reason: string } }>(
      await admin.request(`/api/admin/submissions/${id}/legal-hold`),
    );
    expect(read.hold.reason).toBe('Litigation hold: Smith v. Neurovascular Innovations');
  });

  it('stops "Delete Permanently", which answers with the reason and deletes nothing', async () => {
    const refused = await jsonOf<Refusal>(await remove(id), 409);
    expect(refused.error).toEqual({
      code: 'legal_hold',
      message: recordsMessages.held('Litigation hold: Smith v. Neurovascular Innovations'),
      requestId: expect.any(String),
    });
    expect(await exists(id)).toBe(true);
    expect(await actions(id)).not.toContain('submission.deleted');
  });

  it('holds in the database too: a delete that skips the portal is refused', async () => {
    await expect(t.db.delete(submissions).where(eq(submissions.id, id))).rejects.toThrow();
    expect(await exists(id)).toBe(true);
  });

  it('is not for the inventor or a visitor', async () => {
    expect((await alice.request(`/api/admin/submissions/${id}/legal-hold`)).status).toBe(403);
    expect(
      (
        await t
          .client()
          .request(`/api/admin/submissions/${id}/legal-hold/lift`, { json: { reason: 'Settled' } })
      ).status,
    ).toBe(401);
  });

  it('is lifted with a reason, audited with what it held for; then the idea can go', async () => {
    expect((await jsonOf<Refusal>(await lift(id, ''), 400)).error).toMatchObject({
      field: 'reason',
      message: recordsMessages.liftReason,
    });
    expect((await jsonOf<{ hold: null }>(await lift(id, 'Case settled'))).hold).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${id} and ${auditLog.action} = 'submission.hold_lifted'`);
    expect(entry!.details).toMatchObject({
      reason: 'Case settled',
      heldFor: 'Litigation hold: Smith v. Neurovascular Innovations',
    });
    expect((await jsonOf<Refusal>(await lift(id, 'Again'), 409)).error.message).toBe(
      recordsMessages.notHeld,
    );
    expect((await remove(id)).status).toBe(204);
    expect(await exists(id)).toBe(false);
  });
});

describe('the retention of declined ideas', () => {
  const save = (months: number | null, basedOn: number) =>
    admin.request('/api/admin/retention', {
      method: 'PUT',
      json: { declinedRetentionMonths: months, basedOn },
    });

  it('keeps declined ideas for good until an admin sets a period, and refuses a bad one', async () => {
    const settings = await jsonOf<{ version: number; declinedRetentionMonths: number | null }>(
      await admin.request('/api/admin/retention'),
    );
    expect(settings).toMatchObject({ version: 1, declinedRetentionMonths: null });
    expect((await jsonOf<Refusal>(await save(0, 1), 400)).error.field).toBe(
      'declinedRetentionMonths',
    );
    expect((await jsonOf<Refusal>(await save(2.5, 1), 400)).error.field).toBe(
      'declinedRetentionMonths',
    );
    expect((await alice.request('/api/admin/retention')).status).toBe(403);
  });

  let old: string;
  let held: string;
  let recent: string;
  let approved: string;
  let sketch: Uint8Array;

  it('announces to admins, a week ahead, the declined ideas under no hold past the period', async () => {
    sketch = await pdfFile('Old sketch');
    old = await declined(800, sketch);
    held = await declined(800);
    recent = await declined(30);
    approved = await sendIdea(alice, { ideaTitle: title });
    await t.db
      .update(submissions)
      .set({ status: 'approved', reviewedAt: new Date(Date.now() - 800 * DAY) })
      .where(eq(submissions.id, approved));
    expect((await hold(held, 'Regulatory inquiry')).status).toBe(200);

    const saved = await jsonOf<{ version: number; dueForRemoval: { id: string }[] }>(
      await save(24, 1),
    );
    expect(saved.version).toBe(2);
    expect(saved.dueForRemoval.map((idea) => idea.id)).toEqual([old]);
    expect((await jsonOf<Refusal>(await save(36, 1), 409)).error.message).toBe(
      recordsMessages.settingsChanged,
    );

    // Two instances at once: one notice, one mail.
    const runs = await Promise.all([
      applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL),
      applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL),
    ]);
    expect(runs.map((run) => run.announced).sort()).toEqual([0, 1]);
    expect(runs.map((run) => run.removed)).toEqual([0, 0]);
    const mail = await t.latestMailTo(TEST_ADMIN.email, 'retention period');
    expect(mail.subject).toBe('1 declined idea will be removed under the retention period');
    expect(mail.text).toContain(`Disclosure ${submissionReference(old)}`);
    expect(mail.text).not.toContain(title);
    expect(await exists(old)).toBe(true);
  });

  it('removes nothing before its notice is a week old, then removes it with its file, audited', async () => {
    const later = (days: number) => new Date(Date.now() + days * DAY);
    expect(
      (await applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL, later(6)))
        .removed,
    ).toBe(0);
    const [file] = await t.db
      .select()
      .from(attachments)
      .where(eq(attachments.fileName, 'sketch.pdf'));
    const runs = await Promise.all([
      applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL, later(8)),
      applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL, later(8)),
    ]);
    expect(runs.map((run) => run.removed).sort()).toEqual([0, 1]);
    expect(await exists(old)).toBe(false);
    expect(await t.portal.storage.get(file!.storageKey)).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.targetId} = ${old} and ${auditLog.action} = 'submission.deleted'`);
    expect(entry).toMatchObject({ actorId: null, details: { retention: { months: 24 } } });
    // The held, the recent and the approved stay.
    for (const id of [held, recent, approved]) expect(await exists(id)).toBe(true);
    expect(await t.db.select().from(retentionNotices)).toEqual([]);
  });

  it('drops a notice when the idea is held meanwhile, and never removes it', async () => {
    const another = await declined(900);
    await applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL);
    expect(await t.db.select().from(retentionNotices)).toHaveLength(1);
    expect((await hold(another, 'Patent office opposition')).status).toBe(200);
    const run = await applyRetention(
      { db: t.db, storage: t.portal.storage },
      TEST_APP_URL,
      new Date(Date.now() + 30 * DAY),
    );
    expect(run.removed).toBe(0);
    expect(await exists(another)).toBe(true);
    expect(await t.db.select().from(retentionNotices)).toEqual([]);
  });

  it('wants a fresh week’s notice for an idea held and freed between two runs', async () => {
    const freed = await declined(950);
    await applyRetention({ db: t.db, storage: t.portal.storage }, TEST_APP_URL);
    expect((await hold(freed, 'Checking with counsel')).status).toBe(200);
    expect((await lift(freed, 'Counsel has no claim')).status).toBe(200);
    const run = await applyRetention(
      { db: t.db, storage: t.portal.storage },
      TEST_APP_URL,
      new Date(Date.now() + 8 * DAY),
    );
    expect(run).toEqual({ announced: 1, removed: 0 });
    expect(await exists(freed)).toBe(true);
  });

  it('stops once the period is taken away: declined ideas are kept for good again', async () => {
    const settings = await jsonOf<{ version: number }>(await admin.request('/api/admin/retention'));
    const kept = await jsonOf<{ declinedRetentionMonths: null; dueForRemoval: [] }>(
      await save(null, settings.version),
    );
    expect(kept).toMatchObject({ declinedRetentionMonths: null, dueForRemoval: [] });
    const run = await applyRetention(
      { db: t.db, storage: t.portal.storage },
      TEST_APP_URL,
      new Date(Date.now() + 60 * DAY),
    );
    expect(run).toEqual({ announced: 0, removed: 0 });
    expect(await exists(recent)).toBe(true);
  });
});
