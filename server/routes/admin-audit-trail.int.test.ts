import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../services/audit/record-audit';
import { AUDIT_TRAIL_PDF_MAX, auditTrailTexts, type AuditTrailPage } from '#common/audit-trail';
import { submissionReference } from '#common/submissions';
import { auditLog, users } from '../db/schema';
import { appendToChain } from '../services/audit/append-to-chain';
import { recordAudit } from '../services/audit/index';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

const run = promisify(execFile);
type Client = ReturnType<TestPortal['client']>;

let t: TestPortal;
let admin: Client;
let alice: Client;
let folder: string;
let ideaA: string;
let ideaB: string;
let bobId: string;

/** Writes an entry as if at `at`: the chain stamps entries with the time they are written. */
async function entryAt(at: string, entry: AuditEntry) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  try {
    await recordAudit(t.db, entry);
  } finally {
    vi.useRealTimers();
  }
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'audit-trail-'));
  t = await startTestPortal();
  admin = await t.signInAdmin();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Alice Moreau');
  await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind');
  bobId = (await t.db.select().from(users).where(eq(users.email, 'bob@example.com')))[0]!.id;
  ideaA = await sendIdea(alice, { ideaTitle: 'Aspiration catheter marker' });
  ideaB = await sendIdea(alice, { ideaTitle: 'Stent retriever camera' });
  const tagged = await admin.request(`/api/admin/submissions/${ideaA}/tags`, {
    json: { tag: 'neuro "thrombectomy"' },
  });
  expect(tagged.status).toBe(200);
  const linked = await admin.request(`/api/admin/submissions/${ideaA}/links`, {
    json: { otherId: ideaB, kind: 'related_to' },
  });
  expect(linked.status).toBeLessThan(300);
  const role = await admin.request(`/api/admin/users/${bobId}/role`, {
    json: { role: 'reviewer' },
  });
  expect(role.status).toBe(200);
  // Two days apart, one at the last millisecond of its day: `to` takes the whole day.
  await entryAt('2026-01-15T23:59:59.999Z', {
    action: 'calendar_feed.reset',
    actor: { id: null, email: 'dated@example.com' },
  });
  await entryAt('2026-03-01T08:00:00.000Z', {
    action: 'calendar_feed.reset',
    actor: { id: null, email: 'dated@example.com' },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

const trail = async (query = '', client = admin) =>
  jsonOf<AuditTrailPage>(await client.request(`/api/admin/audit-trail${query}`));

describe('the audit trail page', () => {
  it('lists entries newest first, with words, the idea’s reference and every action the portal logs', async () => {
    const page = await trail();
    const ids = page.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tag = page.entries.find((entry) => entry.action === 'submission.tag_added')!;
    expect(tag).toMatchObject({
      label: 'Tag added',
      actorEmail: TEST_ADMIN.email,
      targetType: 'submission',
      targetId: ideaA,
      ideaReference: submissionReference(ideaA),
      details: { tag: 'neuro "thrombectomy"' },
    });
    expect(tag.ipAddress).toMatch(/^203\.0\.113\./);
    expect(new Date(tag.at).toISOString()).toBe(tag.at);
    expect(page.actions).toEqual(
      expect.arrayContaining(['submission.tag_added', 'user.role_changed']),
    );
    expect(page.actions).toEqual([...page.actions].sort());
  });

  it('filters by an idea’s reference or id: entries about it and those naming it', async () => {
    const byReference = await trail(`?idea=${submissionReference(ideaB).toUpperCase()}`);
    expect(byReference.entries.map((entry) => entry.action)).toEqual(['submission.linked']);
    expect(byReference.entries[0]).toMatchObject({ targetId: ideaA, details: { otherId: ideaB } });
    const byId = await trail(`?idea=${ideaA}`);
    expect(byId.entries.map((entry) => entry.action).sort()).toEqual([
      'submission.linked',
      'submission.tag_added',
    ]);
  });

  it('filters by a person, in any case: what they did and what was done to their account', async () => {
    const page = await trail('?person=BOB@Example.com');
    expect(page.entries.length).toBeGreaterThan(1);
    for (const entry of page.entries)
      expect(
        entry.actorEmail === 'bob@example.com' ||
          (entry.targetType === 'user' && entry.targetId === bobId),
      ).toBe(true);
    expect(page.entries).toContainEqual(
      expect.objectContaining({ action: 'user.role_changed', actorEmail: TEST_ADMIN.email }),
    );
    expect(page.entries.some((entry) => entry.actorEmail === 'bob@example.com')).toBe(true);
  });

  it('filters by an exact action', async () => {
    const page = await trail('?action=user.role_changed');
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ targetId: bobId, label: 'Staff role changed' });
    expect((await trail('?action=user.role')).entries).toEqual([]);
  });

  it('filters by UTC dates, both days included', async () => {
    const dated = (query: string) =>
      trail(`?person=dated@example.com${query}`).then((page) => page.entries.map((e) => e.at));
    expect(await dated('&from=2026-01-15&to=2026-01-15')).toEqual(['2026-01-15T23:59:59.999Z']);
    expect(await dated('&from=2026-01-16&to=2026-03-01')).toEqual(['2026-03-01T08:00:00.000Z']);
    expect(await dated('&to=2026-01-14')).toEqual([]);
    // The last day there is: its end is past what JavaScript's dates write in ISO form.
    expect(await dated('&from=2026-03-01&to=9999-12-31')).toEqual(['2026-03-01T08:00:00.000Z']);
    expect(await dated('&from=2026-01-01')).toEqual([
      '2026-03-01T08:00:00.000Z',
      '2026-01-15T23:59:59.999Z',
    ]);
  });

  it('pages by id with Load more, 50 at a time, never repeating an entry', async () => {
    for (let i = 0; i < 60; i++)
      await recordAudit(t.db, {
        action: 'session.revoked_others',
        actor: { id: null, email: 'pager@example.com' },
        details: { count: i },
      });
    const first = await trail('?person=pager@example.com');
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toBe(String(first.entries.at(-1)!.id));
    const second = await trail(`?person=pager@example.com&cursor=${first.nextCursor}`);
    expect(second.entries).toHaveLength(10);
    expect(second.nextCursor).toBeNull();
    const counts = [...first.entries, ...second.entries].map((entry) => entry.details?.count);
    expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));
  });
});

describe('filters it cannot read', () => {
  const bad: [string, string][] = [
    ['?idea=1a2b', auditTrailTexts.badIdea],
    ['?idea=not-an-idea-at-all', auditTrailTexts.badIdea],
    ['?person=alice', auditTrailTexts.badPerson],
    ['?action=DROP%20TABLE', auditTrailTexts.badAction],
    ['?from=2026-02-30', auditTrailTexts.badFrom],
    ['?to=12%2F05%2F2026', auditTrailTexts.badTo],
    ['?from=2026-12-06&to=2026-12-05', auditTrailTexts.fromAfterTo],
    ['?person=a%00b%40example.com', 'Person contains characters that are not allowed.'],
  ];

  it.each(bad)('answers %s with 400 and says why', async (query, message) => {
    for (const path of [
      '/api/admin/audit-trail',
      '/api/admin/audit-trail/export.csv',
      '/api/admin/audit-trail/export.pdf',
    ]) {
      const response = await admin.request(`${path}${query}`);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_input', message } });
    }
  });

  it('refuses a cursor that is not an entry’s id', async () => {
    for (const cursor of ['abc', '-5', '0', '1e3', '99999999999999999999']) {
      const response = await admin.request(`/api/admin/audit-trail?cursor=${cursor}`);
      expect(response.status, cursor).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'invalid_input', message: auditTrailTexts.badCursor, field: 'cursor' },
      });
    }
  });

  it('exports nothing and records nothing for a refused filter', async () => {
    const before = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.exported'));
    await admin.request('/api/admin/audit-trail/export.csv?from=yesterday');
    const after = await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.exported'));
    expect(after).toHaveLength(before.length);
  });
});

describe('who may read it', () => {
  it('refuses inventors, reviewers, counsel and visitors', async () => {
    const staff = async (email: string, role: string) => {
      const client = await t.createAccount(email, 'Staff-Pass-1');
      await t.db.update(users).set({ role }).where(eq(users.email, email));
      await enrolTwoFactor(client, 'Staff-Pass-1');
      return client;
    };
    const callers: [string, Client, number][] = [
      ['inventor', alice, 403],
      ['reviewer', await staff('vera@example.com', 'reviewer'), 403],
      ['counsel', await staff('cora@example.com', 'counsel'), 403],
      ['visitor', t.client(), 401],
    ];
    for (const [who, client, status] of callers)
      for (const path of [
        '/api/admin/audit-trail',
        '/api/admin/audit-trail/export.csv',
        '/api/admin/audit-trail/export.pdf',
      ]) {
        const response = await client.request(path);
        expect(response.status, `${who} ${path}`).toBe(status);
        expect(await response.text()).not.toContain('submission.tag_added');
      }
  });
});

describe('the CSV export', () => {
  it('holds every matching entry, quoted as RFC 4180 says, formulas defused, and is audited', async () => {
    await recordAudit(t.db, {
      action: 'mail.sent_again',
      actor: { id: null, email: '=HYPERLINK("http://evil.test","click")' },
      target: { type: '\tmail', id: '@SUM(A1:A9)' },
      ipAddress: '-2+3',
      details: { kind: 'x', to: '+1', previousState: 'failed', attempts: 1 },
    });
    const response = await admin.request(
      '/api/admin/audit-trail/export.csv?action=mail.sent_again',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'ID,Time (UTC),Action,Description,Actor,Target Type,Target ID,Idea Reference,IP Address,Details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    const row = lines[1]!;
    expect(row).toContain(`,mail.sent_again,Mail sent again,`);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(row).toContain(",'\tmail,'@SUM(A1:A9),,'-2+3,");
    // Details as JSON: it begins with a brace, never a formula's sign, whatever it holds.
    expect(row).toMatch(/,"\{""to"":""\+1"",""kind"":""x"",.*\}"$/);
    expect(row).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);

    const [record] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'audit.exported'), eq(auditLog.actorEmail, TEST_ADMIN.email)));
    expect(record!.details).toEqual({
      format: 'csv',
      filters: { action: 'mail.sent_again' },
      rows: 1,
      truncated: false,
    });
  });

  it('quotes a cell holding quotes, and exports the idea’s entries by its reference', async () => {
    const response = await admin.request(
      `/api/admin/audit-trail/export.csv?idea=${submissionReference(ideaA)}`,
    );
    const text = await response.text();
    expect(text).toContain(`,${submissionReference(ideaA)},`);
    expect(text).toContain('"{""tag"":""neuro \\""thrombectomy\\""""}"');
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
  });
});

describe('the PDF export', () => {
  it('is a PDF with the title, the filters, who made it, when, page numbers and the entries', async () => {
    const response = await admin.request(
      `/api/admin/audit-trail/export.pdf?idea=${submissionReference(ideaA)}&from=2020-01-01`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const file = path.join(folder, 'trail.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Audit trail');
    expect(text).toContain(`Filters: idea ${submissionReference(ideaA)}, from 2020-01-01`);
    expect(text).toMatch(
      new RegExp(`Generated \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2} UTC by ${TEST_ADMIN.email}`),
    );
    expect(text).toContain('2 entries, newest first.');
    expect(text).toMatch(/Tag added .*\(submission\.tag_added\)/);
    expect(text).toContain('{"tag":"neuro \\"thrombectomy\\""}');
    expect(text).toContain('Page 1 of 1');
    const pdfRecords = (
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'audit.exported'))
    ).filter((row) => (row.details as { format?: string }).format === 'pdf');
    expect(pdfRecords.map((row) => row.details)).toEqual([
      {
        format: 'pdf',
        filters: { idea: submissionReference(ideaA), from: '2020-01-01' },
        rows: 2,
        truncated: false,
      },
    ]);
  });

  it('says so when nothing matches', async () => {
    const response = await admin.request(
      '/api/admin/audit-trail/export.pdf?person=nobody@example.com',
    );
    const file = path.join(folder, 'empty.pdf');
    await writeFile(file, new Uint8Array(await response.arrayBuffer()));
    const { stdout } = await run('pdftotext', [file, '-']);
    expect(stdout).toContain(auditTrailTexts.empty);
  });

  it('says when it is cut short, and the CSV then holds every entry', async () => {
    const uses = AUDIT_TRAIL_PDF_MAX + 1;
    await t.db.transaction((tx) =>
      appendToChain(
        tx,
        Array.from({ length: uses }, (_, i) => ({
          action: 'api_key.used',
          actorId: null,
          actorEmail: 'system@example.com',
          targetType: 'api_key',
          targetId: 'key-1',
          ipAddress: null,
          userAgent: null,
          details: { method: 'GET', path: `/api/v1/ideas?n=${i}`, status: 200 },
        })),
      ),
    );
    const response = await admin.request('/api/admin/audit-trail/export.pdf?action=api_key.used');
    const file = path.join(folder, 'cut.pdf');
    await writeFile(file, new Uint8Array(await response.arrayBuffer()));
    const { stdout } = await run('pdftotext', [file, '-']);
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Cut short: the newest 5,000 matching entries are shown');
    expect(text).toContain(`n=${uses - 1}`);
    const csv = await (
      await admin.request('/api/admin/audit-trail/export.csv?action=api_key.used')
    ).text();
    expect(csv.trimEnd().split('\r\n')).toHaveLength(uses + 1);
    expect(csv).not.toContain('# CUT SHORT');
    const records = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'audit.exported'))
      .orderBy(auditLog.id);
    expect(records.slice(-2).map((row) => row.details)).toEqual([
      { format: 'pdf', filters: { action: 'api_key.used' }, rows: 5_000, truncated: true },
      { format: 'csv', filters: { action: 'api_key.used' }, rows: uses, truncated: false },
    ]);
  });
});
