import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '#common/dashboard';
import type { AdminSubmissionDetail, AdminSubmissionList } from '#common/staff-submissions';
import type { AdminUserDetail } from '#common/users';
import type { EvaluationResponse, EvaluationStats } from '#common/evaluation';
import type { SubmissionRecord } from '#common/submissions';
import { submissions, timestampTokens, users } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;
let aliceId: string;
let adminId: string;

const idOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
  aliceId = await idOf('alice@example.com');
  adminId = await idOf('admin@portal.test');
});
afterAll(() => t.close());

/** Moves a row's saved times back, as if it had been written `minutes` ago. */
async function writtenAgo(
  id: string,
  minutes: number,
  columns: ('created' | 'updated' | 'submitted')[],
) {
  const at = sql`now() - make_interval(mins => ${minutes})`;
  await t.db
    .update(submissions)
    .set({
      ...(columns.includes('created') && { createdAt: at }),
      ...(columns.includes('updated') && { updatedAt: at }),
      ...(columns.includes('submitted') && { submittedAt: at }),
    } as never)
    .where(eq(submissions.id, id));
}

/** A draft saved `minutes` ago, sent now through the API, as an inventor does. */
async function draftSentNow(title: string, minutes: number) {
  const id = randomUUID();
  await jsonOf(
    await alice.request('/api/submissions', {
      json: {
        id,
        status: 'draft',
        ideaTitle: title,
        ideaDescription: 'Saved first and sent later.',
      },
    }),
    201,
  );
  await writtenAgo(id, minutes, ['created', 'updated']);
  const sent = await jsonOf<{ submission: SubmissionRecord }>(
    await alice.request(`/api/submissions/${id}/submit`, { method: 'POST' }),
  );
  return sent.submission;
}

const row = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;

/** `YYYY-MM-DD HH:MM:SS` in UTC, as the CSV writes times. */
const csvTime = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** The CSV's rows as objects by header, for rows of plain text (no quoted commas). */
async function exportRows(query = '') {
  const text = await (await admin.request(`/api/admin/submissions/export.csv${query}`)).text();
  const [header, ...lines] = text.replace(/^\uFEFF/, '').split('\r\n');
  const names = header!.split(',');
  return lines
    .filter(Boolean)
    .map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

describe('the date an idea was submitted', () => {
  let sent: SubmissionRecord;
  beforeAll(async () => {
    sent = await draftSentNow('Saved at T0 and sent at T1', 19);
  });

  it('is when it was sent, stored once at the send, not when its draft was first saved', async () => {
    const stored = await row(sent.id);
    expect(stored.submittedAt).not.toBeNull();
    expect(stored.createdAt.getTime()).toBeLessThan(stored.submittedAt!.getTime() - 18 * 60_000);
    expect(sent.submittedAt).toBe(stored.submittedAt!.toISOString());
  });

  it('is what the receipt and the manifest state', async () => {
    const receipt = await t.latestMailTo('alice@example.com', 'Saved at T0 and sent at T1');
    expect(receipt.text).toContain(`Received: ${csvTime(sent.submittedAt!)} UTC`);
    const [manifest] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectId, sent.id));
    expect(JSON.parse(manifest!.document!).submittedAt).toBe(sent.submittedAt);
  });

  it('is shown on the admin list and page, the user detail page and the inventor\u2019s list', async () => {
    const list = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?pageSize=100'),
    );
    expect(list.submissions.find((s) => s.id === sent.id)!.submittedAt).toBe(sent.submittedAt);
    const page = await jsonOf<AdminSubmissionDetail>(
      await admin.request(`/api/admin/submissions/${sent.id}`),
    );
    expect(page.submission.submittedAt).toBe(sent.submittedAt);
    const user = await jsonOf<AdminUserDetail>(await admin.request(`/api/admin/users/${aliceId}`));
    expect(user.submissions.find((s) => s.id === sent.id)!.submittedAt).toBe(sent.submittedAt);
    const own = await jsonOf<{ submissions: SubmissionRecord[] }>(
      await alice.request('/api/submissions'),
    );
    expect(own.submissions.find((s) => s.id === sent.id)!.submittedAt).toBe(sent.submittedAt);
  });

  it('is the CSV\u2019s "Submitted (UTC)", written as a spreadsheet reads a date', async () => {
    const rows = await exportRows('?q=T0');
    const exported = rows.find((r) => r['Submission ID'] === sent.id)!;
    expect(exported['Submitted (UTC)']).toBe(csvTime(sent.submittedAt!));
    for (const column of ['Submitted (UTC)', 'Updated (UTC)'])
      expect(exported[column]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('never changes after the send: a status decision leaves it', async () => {
    await jsonOf(
      await admin.request(`/api/admin/submissions/${sent.id}/status`, {
        method: 'PATCH',
        json: { status: 'approved', adminNotes: null },
      }),
    );
    const stored = await row(sent.id);
    expect(stored.reviewedAt).not.toBeNull();
    expect(stored.submittedAt!.toISOString()).toBe(sent.submittedAt);
    const [exported] = (await exportRows('?q=T0')).filter((r) => r['Submission ID'] === sent.id);
    expect(exported!['Reviewed (UTC)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('is null for a draft, which its list shows by its last save', async () => {
    const id = randomUUID();
    await jsonOf(
      await alice.request('/api/submissions', {
        json: { id, status: 'draft', ideaTitle: 'Still a draft', ideaDescription: '' },
      }),
      201,
    );
    const own = await jsonOf<{ submissions: SubmissionRecord[] }>(
      await alice.request('/api/submissions'),
    );
    expect(own.submissions.find((s) => s.id === id)!.submittedAt).toBeNull();
  });
});

describe('lists ordered by when ideas were sent', () => {
  it('put an old draft sent now before an idea sent an hour ago, everywhere', async () => {
    const earlier = await sendIdea(alice, { ideaTitle: 'Sent an hour ago Okapi' });
    await writtenAgo(earlier, 60, ['created', 'updated', 'submitted']);
    const later = (await draftSentNow('Drafted two hours ago, sent now Okapi', 120)).id;
    const order = (ids: string[]) => ids.filter((id) => id === earlier || id === later);

    const newest = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?q=Okapi&sort=date&dir=desc'),
    );
    expect(order(newest.submissions.map((s) => s.id))).toEqual([later, earlier]);
    const oldest = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?q=Okapi&sort=date&dir=asc'),
    );
    expect(order(oldest.submissions.map((s) => s.id))).toEqual([earlier, later]);
    // The dashboard's Recent Submissions is the list's first page, newest first.
    const recent = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?pageSize=5'),
    );
    expect(recent.submissions[0]!.id).toBe(later);
    const user = await jsonOf<AdminUserDetail>(await admin.request(`/api/admin/users/${aliceId}`));
    expect(order(user.submissions.map((s) => s.id))).toEqual([later, earlier]);
    const own = await jsonOf<{ submissions: SubmissionRecord[] }>(
      await alice.request('/api/submissions'),
    );
    expect(order(own.submissions.map((s) => s.id))).toEqual([later, earlier]);
    const csv = await exportRows('?q=Okapi&sort=date&dir=desc');
    expect(order(csv.map((r) => r['Submission ID']!))).toEqual([later, earlier]);
  });

  it('count a draft saved days ago and sent today on the activity chart today', async () => {
    const before = await jsonOf<Activity>(await admin.request('/api/admin/activity'));
    await draftSentNow('Drafted three days ago', 3 * 24 * 60);
    const after = await jsonOf<Activity>(await admin.request('/api/admin/activity'));
    const today = (a: Activity) => a.days.at(-1)!.submissions;
    const threeDaysAgo = (a: Activity) => a.days.at(-4)!.submissions;
    expect(today(after)).toBe(today(before) + 1);
    expect(threeDaysAgo(after)).toBe(threeDaysAgo(before));
  });
});

describe('the average time to a first review', () => {
  it('runs from the sending, in seconds, so minutes are never "0 days"', async () => {
    // Saved as a draft a day ago, sent four minutes ago: the first scorecard of this file.
    const { id } = await draftSentNow('Scored soon', 24 * 60);
    await writtenAgo(id, 4, ['submitted']);
    await jsonOf(
      await admin.request('/api/admin/assignments', {
        json: { submissionIds: [id], reviewerIds: [adminId] },
      }),
    );
    const { criteria } = await jsonOf<EvaluationResponse>(
      await admin.request(`/api/admin/submissions/${id}/evaluation`),
    );
    const scored = await admin.request(`/api/admin/submissions/${id}/scorecard`, {
      json: {
        criteriaVersion: criteria.version,
        scores: criteria.criteria.map((c) => ({ criterionId: c.id, score: 4 })),
        recommendation: 'advance',
        password: TEST_ADMIN.password,
        code: t.adminCode(),
      },
    });
    expect(scored.status).toBeLessThan(300);
    const stats = await jsonOf<EvaluationStats>(await admin.request('/api/admin/evaluation-stats'));
    expect(stats.averageSecondsToFirstReview).toBeGreaterThanOrEqual(240);
    expect(stats.averageSecondsToFirstReview).toBeLessThan(3600);
  });
});
