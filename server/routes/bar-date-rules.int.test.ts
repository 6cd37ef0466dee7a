import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { defaultBarDateRules } from '#common/bar-dates';
import { addMonths, barDateRuleMessages } from '#common/bar-dates';
import { mailBarDateReminders } from '../jobs/bar-date-reminders';
import { auditLog, barDateRuleVersions, submissions } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, TEST_APP_URL, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const talkIn = (days: number) => ({
  facts: {
    publicDisclosures: [
      { timing: 'planned', type: 'talk', date: inDays(days), where: 'LINNC Paris' },
    ],
  },
});
interface Refusal {
  error: { code: string; message: string; field?: string };
}
interface Rules {
  version: number;
  rules: typeof defaultBarDateRules;
}
const row = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const listIds = async (query: string) =>
  (
    await jsonOf<{ submissions: { id: string; nextBarDate: string | null }[] }>(
      await admin.request(`/api/admin/submissions${query}`),
    )
  ).submissions.map((r) => r.id);

let soon: string;
let later: string;
let none: string;

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
  soon = await sendIdea(alice, talkIn(60));
  later = await sendIdea(alice, talkIn(200));
  none = await sendIdea(alice);
});
afterAll(() => t.close());

describe('bar dates on the staff list', () => {
  it('keeps each sent idea’s next bar date, and filters and sorts by it', async () => {
    expect(await row(soon)).toMatchObject({
      nextBarDate: inDays(60),
      nextBarDateWhere: 'Europe (EPC)',
    });
    expect((await row(none)).nextBarDate).toBeNull();
    expect(await listIds('?barDate=90')).toEqual([soon]);
    const sorted = await listIds('?sort=barDate&dir=asc');
    expect(sorted.slice(0, 2)).toEqual([soon, later]);
    expect(sorted.at(-1)).not.toBe(soon);
    const stats = await jsonOf<{ upcomingBarDates: { submissionId: string; date: string }[] }>(
      await admin.request('/api/admin/stats'),
    );
    expect(stats.upcomingBarDates.slice(0, 2).map((d) => d.submissionId)).toEqual([soon, later]);
  });

  it('moves past a bar date already passed to the next one', async () => {
    const made = inDays(-30);
    const id = await sendIdea(alice, {
      facts: {
        publicDisclosures: [{ timing: 'prior', type: 'publication', date: made, where: 'JNIS' }],
      },
    });
    expect(await row(id)).toMatchObject({
      nextBarDate: addMonths(made, 12),
      nextBarDateWhere: 'United States',
    });
  });
});

describe('the rules on Settings', () => {
  it('are versioned, refused with the field named when wrong, and never saved from a stale version', async () => {
    const current = await jsonOf<Rules>(await admin.request('/api/admin/bar-date-rules'));
    expect(current.version).toBe(1);
    expect(current.rules.map((r) => r.jurisdiction)).toEqual(['EP', 'CN', 'US', 'JP', 'KR']);
    const put = (body: object) =>
      admin.request('/api/admin/bar-date-rules', { method: 'PUT', json: body });
    const wrong = await put({ basedOn: 1, rules: [{ ...current.rules[0], graceMonths: 30 }] });
    expect((await jsonOf<Refusal>(wrong, 400)).error).toMatchObject({
      field: 'rules.0.graceMonths',
      message: barDateRuleMessages.graceMonths,
    });
    const twice = await put({ basedOn: 1, rules: [current.rules[0], current.rules[0]] });
    expect((await jsonOf<Refusal>(twice, 400)).error.field).toBe('rules.1.jurisdiction');
    expect(await t.db.select().from(barDateRuleVersions)).toHaveLength(1);

    // Europe and China dropped: the talk in 60 days now sets only the grace years.
    const graceOnly = current.rules.filter((r) => r.graceMonths > 0);
    const saved = await jsonOf<Rules>(await put({ basedOn: 1, rules: graceOnly }));
    expect(saved.version).toBe(2);
    expect(await row(soon)).toMatchObject({
      nextBarDate: addMonths(inDays(60), 12),
      nextBarDateWhere: 'United States',
    });
    expect(await listIds('?barDate=90')).toEqual([]);
    const stale = await put({ basedOn: 1, rules: current.rules });
    expect((await jsonOf<Refusal>(stale, 409)).error.message).toBe(barDateRuleMessages.changed);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bar_date_rules.saved'));
    expect(entry!.details).toMatchObject({ version: 2, jurisdictions: ['US', 'JP', 'KR'] });

    expect(await jsonOf<Rules>(await put({ basedOn: 2, rules: current.rules }))).toMatchObject({
      version: 3,
    });
    // Two admins saving from one version at once: one new version, the other refused.
    const both = await Promise.all([
      put({ basedOn: 3, rules: current.rules.filter((r) => r.jurisdiction !== 'KR') }),
      put({ basedOn: 3, rules: current.rules.filter((r) => r.jurisdiction !== 'JP') }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(barDateRuleVersions)).toHaveLength(4);
    await put({ basedOn: 4, rules: current.rules });
    expect((await row(soon)).nextBarDate).toBe(inDays(60));
  });
});

describe('reminders to admins', () => {
  it('go 90, 30 and 7 days before, the nearest one once, whatever runs at once', async () => {
    const runs = await Promise.all([
      mailBarDateReminders(t.db, TEST_APP_URL),
      mailBarDateReminders(t.db, TEST_APP_URL),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const mail = await t.latestMailTo(TEST_ADMIN.email, 'Bar date in');
    expect(mail.subject).toBe(`Bar date in 60 days: disclosure ${soon.slice(0, 8)}`);
    expect(mail.text).toContain(`/admin/submissions/${soon}`);
    expect(mail.text).toContain('not legal advice');
    expect(mail.text).not.toContain('Radiopaque');
    expect(await mailBarDateReminders(t.db, TEST_APP_URL)).toBe(0);

    const move = (days: number) =>
      t.db
        .update(submissions)
        .set({ nextBarDate: inDays(days) })
        .where(eq(submissions.id, soon));
    await move(20);
    expect(await mailBarDateReminders(t.db, TEST_APP_URL)).toBe(1);
    expect(await mailBarDateReminders(t.db, TEST_APP_URL)).toBe(0);
    await move(5);
    expect(await mailBarDateReminders(t.db, TEST_APP_URL)).toBe(1);
    // Mails sent in one flush arrive in any order: each is looked for by its own subject.
    await t.latestMailTo(TEST_ADMIN.email, 'Bar date in 20 days');
    await t.latestMailTo(TEST_ADMIN.email, 'Bar date in 5 days');
    expect(await mailBarDateReminders(t.db, TEST_APP_URL)).toBe(0);
  });
});
