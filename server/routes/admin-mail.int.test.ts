import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailAttentionCounts, MailAttentionResponse } from '#common/mail-outbox';
import { auditLog, mailOutbox } from '../db/schema';
import { createOutboxWorker } from '../jobs/outbox-worker';
import type { Mailer } from '../providers/mail/mailer';
import { enqueueMail } from '../services/mail/outbox';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;

let t: TestPortal;
let admin: Client;
beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.signInAdmin();
  await t.deliverMail();
});
afterAll(() => t.close());

const page = async () => {
  const response = await admin.request('/api/admin/mail');
  expect(response.status).toBe(200);
  return (await response.json()) as MailAttentionResponse;
};

/** An instance whose mail server is down, or drops the line once it has the message. */
const outage = (mailer: Mailer) =>
  createOutboxWorker({
    db: t.db,
    mailer,
    from: 'Portal <no-reply@portal.test>',
    messageIdHost: 'portal.test',
  }).runOnce();
const refused: Mailer = {
  send: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  },
  close: () => {},
};
const dropped: Mailer = {
  send: async (_, control) => {
    await control?.beforeContent();
    throw new Error('Connection closed unexpectedly');
  },
  close: () => {},
};

const queue = (to: string, subject: string) =>
  enqueueMail(t.db, { kind: 'test', to, subject, text: `The secret body of ${subject}` });

describe('the Mail page', () => {
  let delayed: string;
  let failed: string;
  let unconfirmed: string;

  beforeAll(async () => {
    delayed = await queue('delayed@example.com', 'Delayed one');
    failed = await queue('failed@example.com', 'Failed one');
    await outage(refused);
    // A week of failures for one of them.
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = now(), give_up_at = now() where id = ${failed}`,
    );
    await outage(refused);
    unconfirmed = await queue('unconfirmed@example.com', 'Unconfirmed one');
    await outage(dropped);
  });

  it('shows delayed, failed and unconfirmed mail to admins, without its content', async () => {
    const { counts, messages } = await page();
    expect(counts).toEqual({ delayed: 1, failed: 1, unconfirmed: 1 });
    const byId = Object.fromEntries(messages.map((m) => [m.id, m]));
    expect(byId[delayed]).toMatchObject({
      kind: 'test',
      to: 'delayed@example.com',
      subject: 'Delayed one',
      state: 'delayed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(Date.parse(byId[delayed]!.nextAttemptAt!)).toBeGreaterThan(Date.now());
    expect(byId[failed]).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null });
    expect(byId[unconfirmed]).toMatchObject({
      state: 'unconfirmed',
      attempts: 1,
      nextAttemptAt: null,
    });
    expect(JSON.stringify(messages)).not.toContain('secret body');
    const counted = await admin.request('/api/admin/mail/counts');
    expect((await counted.json()) as MailAttentionCounts).toEqual(counts);
  });

  it('sends a failed message again at once, audited', async () => {
    const response = await admin.request(`/api/admin/mail/${failed}/send-again`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    const after = (await response.json()) as MailAttentionResponse;
    expect(after.messages.find((m) => m.id === failed)).toMatchObject({ state: 'delayed' });
    await t.deliverMail();
    expect(t.sink.to('failed@example.com').map((m) => m.subject)).toEqual(['Failed one']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.sent_again'), eq(auditLog.targetId, failed)));
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { kind: 'test', to: 'failed@example.com', previousState: 'failed', attempts: 2 },
    });
  });

  it('sends an unconfirmed message again only when an admin asks', async () => {
    await t.deliverMail();
    expect(t.sink.to('unconfirmed@example.com')).toHaveLength(0);
    const response = await admin.request(`/api/admin/mail/${unconfirmed}/send-again`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    await t.deliverMail();
    expect(t.sink.to('unconfirmed@example.com')).toHaveLength(1);
  });

  it('makes a delayed message due now', async () => {
    await admin.request(`/api/admin/mail/${delayed}/send-again`, { method: 'POST' });
    await t.deliverMail();
    expect(t.sink.to('delayed@example.com')).toHaveLength(1);
    expect((await page()).counts).toEqual({ delayed: 0, failed: 0, unconfirmed: 0 });
  });

  it('leaves sent mail alone, and knows no other id', async () => {
    const auditBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    const sent = await admin.request(`/api/admin/mail/${delayed}/send-again`, { method: 'POST' });
    expect(sent.status).toBe(409);
    const unknown = await admin.request(`/api/admin/mail/${randomUUID()}/send-again`, {
      method: 'POST',
    });
    expect(unknown.status).toBe(404);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)).toEqual(
      auditBefore,
    );
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, delayed));
    expect(row).toMatchObject({ state: 'sent' });
    expect(t.sink.to('delayed@example.com')).toHaveLength(1);
  });
});

describe('Send again, clicked many times at once', () => {
  it('makes one change, one audit entry and one delivery', async () => {
    const id = await queue('clicked@example.com', 'Clicked one');
    await outage(refused);
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = now(), give_up_at = now() where id = ${id}`,
    );
    await outage(refused);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await admin.request(`/api/admin/mail/${id}/send-again`, {
          method: 'POST',
        });
        return response.status;
      }),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.sent_again'), eq(auditLog.targetId, id)));
    expect(entries).toHaveLength(1);
    await t.deliverMail();
    expect(t.sink.to('clicked@example.com')).toHaveLength(1);
  });
});

describe('staff notices without STAFF_NOTIFY_EMAIL', () => {
  it('are said on the dashboard to reach no one', async () => {
    const response = await admin.request('/api/admin/stats');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ staffNoticesTo: null });
  });
});
