import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmission, AdminSubmissionList } from '#common/staff-submissions';
import type { AdminUserDetail, AdminUserList } from '#common/users';
import { attachments, auditLog, submissions, mailOutbox, sessions, users } from '../db/schema';
import { pdfFile } from '../test/files';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let unverifiedAdmin: Client;
let unenrolledAdmin: Client;
let aliceId: string;
let bobId: string;

const userId = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
    'Interventional Neuroradiologist',
  );
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind', 'Stroke Nurse');
  aliceId = await userId('alice@example.com');
  bobId = await userId('bob@example.com');
  admin = await t.signInAdmin();
  // An admin whose address is no longer confirmed keeps a session but no admin rights.
  unverifiedAdmin = await t.createAccount('carol@example.com', 'Carol-Pass-1');
  await t.db
    .update(users)
    .set({ role: 'admin', emailVerified: false })
    .where(eq(users.email, 'carol@example.com'));
});
afterAll(() => t.close());

const list = async (query = '') =>
  jsonOf<AdminSubmissionList>(await admin.request(`/api/admin/submissions${query}`));

describe('authorisation', () => {
  // A new admin who has not set up two-factor sign-in yet; gone before the lists count users.
  let unenrolledReviewer: Client;
  let reviewer: Client;
  // Enrolled, but signed in without the code (as every session from before the portal recorded
  // the second factor on sessions).
  let passwordOnlyReviewer: Client;
  beforeAll(async () => {
    unenrolledAdmin = await t.createAccount('dana@example.com', 'Dana-Pass-1');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'dana@example.com'));
    unenrolledReviewer = await t.createAccount('ulla@example.com', 'Ulla-Pass-1');
    reviewer = await t.createAccount('vera@example.com', 'Vera-Pass-1');
    await t.db
      .update(users)
      .set({ role: 'reviewer' })
      .where(inArray(users.email, ['ulla@example.com', 'vera@example.com']));
    await enrolTwoFactor(reviewer, 'Vera-Pass-1');
    passwordOnlyReviewer = await t.createAccount('wren@example.com', 'Wren-Pass-1');
    const [wren] = await t.db
      .update(users)
      .set({ role: 'reviewer' })
      .where(eq(users.email, 'wren@example.com'))
      .returning({ id: users.id });
    await enrolTwoFactor(passwordOnlyReviewer, 'Wren-Pass-1');
    await t.db
      .update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, wren!.id));
  });
  afterAll(() =>
    t.db
      .delete(users)
      .where(
        inArray(users.email, [
          'dana@example.com',
          'ulla@example.com',
          'vera@example.com',
          'wren@example.com',
        ]),
      ),
  );

  // Each endpoint, and what a reviewer (staff, with a second factor, assigned to none of these
  // ids) gets: the lists of their own, the ids as unknown, the admin's powers refused.
  const id = randomUUID();
  const endpoints: [string, string, object | undefined, number][] = [
    ['GET', '/api/admin/stats', undefined, 403],
    ['GET', '/api/admin/activity', undefined, 403],
    ['GET', '/api/admin/evaluation-stats', undefined, 403],
    ['GET', '/api/admin/submissions', undefined, 200],
    ['GET', '/api/admin/submissions/export.csv', undefined, 403],
    ['GET', `/api/admin/submissions/${id}`, undefined, 404],
    ['PATCH', `/api/admin/submissions/${id}/status`, { status: 'approved' }, 404],
    ['DELETE', `/api/admin/submissions/${id}`, undefined, 404],
    ['GET', `/api/admin/submissions/${id}/evidence`, undefined, 404],
    ['GET', `/api/admin/submissions/${id}/proof`, undefined, 404],
    ['GET', '/api/admin/conversation-counts', undefined, 200],
    ['GET', '/api/admin/staff', undefined, 200],
    ['GET', `/api/admin/staff?submissionId=${id}`, undefined, 404],
    ['GET', `/api/admin/submissions/${id}/messages`, undefined, 404],
    ['POST', `/api/admin/submissions/${id}/messages`, { id: randomUUID(), text: 'x' }, 404],
    ['POST', `/api/admin/submissions/${id}/messages/read`, { lastSeenId: randomUUID() }, 404],
    ['GET', `/api/admin/submissions/${id}/messages/${randomUUID()}/attachment`, undefined, 404],
    ['GET', '/api/admin/reviews', undefined, 200],
    ['GET', '/api/admin/criteria', undefined, 403],
    ['PUT', '/api/admin/criteria', { criteria: [{ name: 'Novelty', weight: 1 }] }, 403],
    ['POST', '/api/admin/assignments', { submissionIds: [id], reviewerIds: [id] }, 403],
    ['DELETE', `/api/admin/submissions/${id}/assignments/${randomUUID()}`, undefined, 404],
    ['POST', `/api/admin/submissions/${id}/assignment/decline`, { reason: 'other' }, 404],
    ['GET', `/api/admin/submissions/${id}/evaluation`, undefined, 404],
    [
      'POST',
      `/api/admin/submissions/${id}/scorecard`,
      {
        criteriaVersion: 1,
        scores: [{ criterionId: 'novelty', score: 3 }],
        recommendation: 'hold',
      },
      404,
    ],
    ['GET', '/api/admin/users', undefined, 403],
    ['GET', `/api/admin/users/${id}`, undefined, 404],
    ['POST', `/api/admin/users/${id}/role`, { role: 'admin' }, 403],
    ['GET', '/api/admin/tags?q=an', undefined, 200],
    ['POST', `/api/admin/submissions/${id}/tags`, { tag: 'stroke' }, 404],
    ['DELETE', `/api/admin/submissions/${id}/tags?tag=stroke`, undefined, 404],
    ['GET', `/api/admin/submissions/${id}/related`, undefined, 404],
    [
      'POST',
      `/api/admin/submissions/${id}/links`,
      { otherId: randomUUID(), kind: 'related_to' },
      404,
    ],
    ['DELETE', `/api/admin/submissions/${id}/links/${randomUUID()}`, undefined, 404],
    ['GET', '/api/admin/audit-integrity', undefined, 403],
    ['POST', '/api/admin/audit-integrity/verify', undefined, 403],
    ['GET', `/api/admin/audit-integrity/anchors/${id}/token.tsr`, undefined, 403],
    ['GET', '/api/admin/mail', undefined, 403],
    ['GET', '/api/admin/mail/counts', undefined, 403],
    ['POST', `/api/admin/mail/${id}/send-again`, undefined, 403],
  ];
  const callers: [string, () => Client, number, string][] = [
    ['anonymous', () => t.client(), 401, 'unauthenticated'],
    ['unverified', () => unverifiedAdmin, 403, 'email_not_verified'],
    ['regular', () => alice, 403, 'forbidden'],
    ['admin without two-factor', () => unenrolledAdmin, 403, 'two_factor_required'],
    ['reviewer without two-factor', () => unenrolledReviewer, 403, 'two_factor_required'],
    ['reviewer signed in without the code', () => passwordOnlyReviewer, 403, 'two_factor_required'],
  ];

  describe.each(endpoints)('%s %s', (method, path, body, reviewerStatus) => {
    it.each(callers)('refuses %s callers', async (_, caller, status, code) => {
      const response = await caller().request(path, { method, json: body });
      expect(response.status).toBe(status);
      const answer = (await response.json()) as { error: { code: string } };
      expect(answer.error.code).toBe(code);
    });

    it('answers a reviewer only about their own assignments', async () => {
      const response = await reviewer.request(path, { method, json: body });
      expect(response.status).toBe(reviewerStatus);
    });

    it('answers an admin', async () => {
      const response = await admin.request(path, { method, json: body });
      // The ids above do not exist: an admin is told so, where others were refused.
      expect([200, 404]).toContain(response.status);
    });
  });

  it('will not let a user make themselves an admin', async () => {
    for (const path of ['/api/auth/admin/set-role', `/api/admin/users/${aliceId}/role`]) {
      const response = await alice.request(path, { json: { userId: aliceId, role: 'admin' } });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect((await t.db.select().from(users).where(eq(users.id, aliceId)))[0]!.role).toBe('user');
  });
});

describe('submissions list', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    ids = {
      coil: await sendIdea(alice, {
        ideaTitle: 'Detachable coil with a softer distal loop',
        ideaDescription: 'Fewer microcatheter kickbacks in wide-neck aneurysms.',
      }),
      stent: await sendIdea(bob, {
        ideaTitle: 'Stent retriever with a visible 100% deployment mark',
        ideaDescription: 'Operators could see full expansion under FLUOROSCOPY.',
      }),
      draft: await sendIdea(alice, {
        status: 'draft',
        ideaTitle: 'Private draft about flow diverters',
      }),
    };
    await t.db
      .update(submissions)
      .set({ status: 'approved' })
      .where(eq(submissions.id, ids.stent!));
  });

  it('shows sent ideas newest first, never drafts, with counts per tab', async () => {
    const answer = await list();
    const titles = answer.submissions.map((s) => s.ideaTitle);
    expect(titles).toContain('Detachable coil with a softer distal loop');
    expect(titles).not.toContain('Private draft about flow diverters');
    const times = answer.submissions.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(answer.counts.all).toBe(
      answer.counts.pending + answer.counts.approved + answer.counts.rejected,
    );
    expect(answer.counts.approved).toBeGreaterThanOrEqual(1);
    expect(answer.total).toBe(answer.counts.all);
  });

  it('filters by tab', async () => {
    const approved = await list('?status=approved');
    expect(approved.submissions.every((s) => s.status === 'approved')).toBe(true);
    expect(approved.submissions.map((s) => s.id)).toContain(ids.stent);
    expect(approved.total).toBe(approved.counts.approved);
  });

  it.each([
    ['the name', 'moreau', 'coil'],
    ['the email', 'BOB@EXAMPLE', 'stent'],
    ['the title', 'SOFTER distal', 'coil'],
    ['the description', 'fluoroscopy', 'stent'],
  ])('searches %s, ignoring case', async (_, q, expected) => {
    const answer = await list(`?q=${encodeURIComponent(q)}`);
    expect(answer.submissions.map((s) => s.id)).toContain(ids[expected]);
    expect(answer.submissions.every((s) => s.status !== 'draft')).toBe(true);
  });

  it('takes % and _ in a search literally, and punctuation alone finds nothing', async () => {
    expect((await list(`?q=${encodeURIComponent('100%')}`)).submissions.map((s) => s.id)).toEqual([
      ids.stent,
    ]);
    // As wildcards these would match every name and address.
    expect((await list(`?q=${encodeURIComponent('%%%')}`)).total).toBe(0);
    expect((await list('?q=___')).total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(0);
  });

  it.each([
    ['the start of the last word', 'retriev', ['stent']],
    ['words from different fields', 'alice kickbacks', ['coil']],
    ['a phrase', '"softer distal"', ['coil']],
    ['either of two words', 'coil or stent', ['coil', 'stent']],
    ['a word left out', 'microcatheter -aneurysms', []],
    ['part of a name', 'orea', ['coil']],
    ['part of an address', 'ob@exa', ['stent']],
  ])('finds %s', async (_, q, expected) => {
    const found = (await list(`?q=${encodeURIComponent(q)}`)).submissions.map((s) => s.id);
    expect(found.sort()).toEqual(expected.map((key) => ids[key]).sort());
  });

  it('matches whole words in titles and descriptions, not parts of them', async () => {
    expect((await list('?q=luoroscop')).total).toBe(0);
  });

  it('lists the best matches first: the title holding the words, then the newest', async () => {
    const older = await sendIdea(bob, {
      ideaTitle: 'Kickback-free microcatheter',
      ideaDescription: 'A braided shaft that keeps its position.',
    });
    const answer = await list('?q=kickback');
    expect(answer.submissions.map((s) => s.id)).toEqual([older, ids.coil]);
    // An explicit sort still wins.
    const byDate = await list('?q=kickback&sort=date&dir=desc');
    expect(byDate.submissions.map((s) => s.id)).toEqual([older, ids.coil]);
    const oldestFirst = await list('?q=kickback&sort=date&dir=asc');
    expect(oldestFirst.submissions.map((s) => s.id)).toEqual([ids.coil, older]);
    await t.db.delete(submissions).where(eq(submissions.id, older));
  });

  it('answers any text a person might type, operators and quotes included', async () => {
    for (const q of [
      '"',
      '""',
      "'",
      '!',
      '&|!():*',
      'coil & | !',
      '-',
      'or',
      '-or -',
      '\\',
      'a:*',
      '"unclosed phrase',
      '(coil',
      'the and of',
      'x'.repeat(10_000),
      'stent '.repeat(2_000),
    ]) {
      const response = await admin.request(`/api/admin/submissions?q=${encodeURIComponent(q)}`);
      expect(response.status, q.slice(0, 20)).toBe(200);
    }
  });

  it('counts tabs under the search', async () => {
    const answer = await list('?q=moreau');
    expect(answer.counts.approved).toBe(0);
    expect(answer.counts.all).toBe(answer.counts.pending);
  });

  it('never lists a draft, even when searched for', async () => {
    expect((await list('?q=private%20draft')).total).toBe(0);
  });

  it('refuses a search holding characters nobody types, naming it', async () => {
    for (const q of ['%00', 'coil%C2%85', '%1B']) {
      const response = await admin.request(`/api/admin/submissions?q=${q}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Search contains characters that are not allowed.',
          field: 'q',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('falls back to the defaults for malformed parameters', async () => {
    const answer = await list('?status=draft&sort=password&dir=sideways&page=-3&pageSize=7');
    expect(answer).toMatchObject({ page: 1, pageSize: 20 });
    expect(answer.total).toBe(answer.counts.all);
  });
});

describe('paging and sorting', () => {
  beforeAll(async () => {
    // 25 more sent ideas straight into the database, a minute apart, with varied inventors.
    const base = Date.UTC(2026, 0, 1);
    await t.db.insert(submissions).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: i % 2 ? aliceId : bobId,
        email: i % 2 ? 'alice@example.com' : 'bob@example.com',
        fullName: i % 5 === 0 ? null : `Inventor ${String.fromCharCode(90 - i)}`,
        ideaTitle: `Bulk idea ${i}`,
        status: (['pending', 'approved', 'rejected'] as const)[i % 3],
        createdAt: new Date(base + i * 60_000),
        submittedAt: new Date(base + i * 60_000),
      })),
    );
  });

  it('pages without overlap or gaps', async () => {
    const all = await list('?pageSize=100');
    const first = await list('?pageSize=10&page=1');
    const second = await list('?pageSize=10&page=2');
    expect(first.submissions).toHaveLength(10);
    expect([...first.submissions, ...second.submissions].map((s) => s.id)).toEqual(
      all.submissions.slice(0, 20).map((s) => s.id),
    );
    const beyond = await list('?pageSize=10&page=99');
    expect(beyond.submissions).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('sorts by date both ways', async () => {
    const asc = (await list('?sort=date&dir=asc&pageSize=100')).submissions;
    expect(asc[0]!.ideaTitle).toBe('Bulk idea 0');
    // By when each was sent.
    const times = asc.map((s) => s.submittedAt!);
    expect(times).toEqual([...times].sort());
  });

  it('sorts by inventor, a missing name by the email', async () => {
    const rows = (await list('?sort=inventor&dir=asc&pageSize=100')).submissions;
    const keys = rows.map((s) => s.fullName ?? s.email);
    expect(keys).toEqual(
      [...keys].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const desc = (await list('?sort=inventor&dir=desc&pageSize=100')).submissions;
    expect(desc[0]!.fullName ?? desc[0]!.email).toBe(keys.at(-1));
  });

  it('sorts by status in the workflow order', async () => {
    const order = ['pending', 'approved', 'rejected'];
    const rows = (await list('?sort=status&dir=asc&pageSize=100')).submissions;
    const ranks = rows.map((s) => order.indexOf(s.status));
    expect(ranks).toEqual([...ranks].sort());
    const desc = (await list('?sort=status&dir=desc&pageSize=100')).submissions;
    expect(desc[0]!.status).toBe('rejected');
  });
});

describe('reviewing a submission', () => {
  let id: string;

  beforeAll(async () => {
    const upload = await alice.upload('sketch.pdf', await pdfFile());
    const attachment = (await upload.json()) as { attachment: { id: string } };
    id = await sendIdea(alice, {
      ideaTitle: 'Balloon guide catheter with a pressure sensor',
      attachmentId: attachment.attachment.id,
    });
  });

  it('sets status and notes, stamps the reviewer, and records it', async () => {
    const { submission } = await jsonOf<{ submission: AdminSubmission }>(
      await admin.request(`/api/admin/submissions/${id}/status`, {
        method: 'PATCH',
        json: { status: 'approved', adminNotes: '  Promising: schedule an engineering review.  ' },
      }),
    );
    expect(submission).toMatchObject({
      status: 'approved',
      adminNotes: 'Promising: schedule an engineering review.',
      reviewedByEmail: 'admin@portal.test',
    });
    expect(Date.now() - Date.parse(submission.reviewedAt!)).toBeLessThan(60_000);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'submission.status_changed' and ${auditLog.targetId} = ${id}`,
      );
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { from: 'pending', to: 'approved' },
    });
  });

  it('mails the submitter the new status and the notes', async () => {
    const mail = await t.latestMailTo('alice@example.com', 'is now Approved');
    expect(mail.subject).toBe(
      'Your idea "Balloon guide catheter with a pressure sensor" is now Approved',
    );
    expect(mail.text).toContain('Promising: schedule an engineering review.');
    expect(mail.text).toContain(id);
  });

  it('shows the submitter the new status and notes', async () => {
    const { submission } = await jsonOf<{ submission: AdminSubmission }>(
      await alice.request(`/api/submissions/${id}`),
    );
    expect(submission).toMatchObject({
      status: 'approved',
      adminNotes: 'Promising: schedule an engineering review.',
    });
  });

  const historyOf = async (submissionId: string) =>
    (
      await jsonOf<{ history: { action: string; details: Record<string, unknown> }[] }>(
        await admin.request(`/api/admin/submissions/${submissionId}`),
      )
    ).history;

  it('changes and records nothing when the same status and notes are saved again', async () => {
    const before = await historyOf(id);
    const mailsBefore = await t.db.$count(mailOutbox);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    const response = await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: 'Promising: schedule an engineering review.' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).submission).toMatchObject({ status: 'approved' });
    expect(await historyOf(id)).toEqual(before);
    const [after] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(after).toEqual(row);
    expect(await t.db.$count(mailOutbox)).toBe(mailsBefore);
  });

  it('records new notes under the same status as notes, not as a status change', async () => {
    const before = await historyOf(id);
    await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: 'Engineering review booked.' },
    });
    const after = await historyOf(id);
    expect(after.slice(before.length)).toMatchObject([
      {
        action: 'submission.notes_changed',
        details: { status: 'approved', adminNotes: 'Engineering review booked.' },
      },
    ]);
    // Back to the notes the next tests expect.
    await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: 'Promising: schedule an engineering review.' },
    });
  });

  it('may set any review status from any other, clearing the notes', async () => {
    const { submission } = await jsonOf<{ submission: AdminSubmission }>(
      await admin.request(`/api/admin/submissions/${id}/status`, {
        method: 'PATCH',
        json: { status: 'pending', adminNotes: '   ' },
      }),
    );
    expect(submission).toMatchObject({ status: 'pending', adminNotes: null });
  });

  it.each([
    ['draft', { status: 'draft' }],
    ['unknown', { status: 'archived' }],
    ['missing', {}],
    ['overlong notes', { status: 'approved', adminNotes: 'x'.repeat(5_001) }],
    ['NUL in the notes', { status: 'approved', adminNotes: 'Fine\u0000' }],
    ['half a surrogate pair in the notes', { status: 'approved', adminNotes: '\ud800' }],
  ])('refuses a %s status and changes nothing', async (_, body) => {
    const before = (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
    const response = await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: body,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_input');
    const after = (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];
    expect(after).toEqual(before);
  });

  it('does not review a draft: it is its author’s own', async () => {
    const draft = await sendIdea(bob, { status: 'draft', ideaTitle: 'Unsent thought' });
    const response = await admin.request(`/api/admin/submissions/${draft}/status`, {
      method: 'PATCH',
      json: { status: 'approved' },
    });
    expect(response.status).toBe(404);
    expect((await admin.request(`/api/admin/submissions/${draft}`)).status).toBe(404);
  });

  it('shows the submission with its history: status changes and downloads', async () => {
    expect((await admin.request(`/api/submissions/${id}/attachment`)).status).toBe(200);
    const detail = await jsonOf<{
      submission: AdminSubmission;
      history: { action: string; actorEmail: string; details: Record<string, unknown> }[];
    }>(await admin.request(`/api/admin/submissions/${id}`));
    expect(detail.submission.attachmentName).toBe('sketch.pdf');
    expect(detail.history.map((h) => h.action)).toEqual([
      'submission.status_changed',
      'submission.notes_changed',
      'submission.notes_changed',
      'submission.status_changed',
      'attachment.downloaded',
    ]);
    expect(detail.history[3]).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { from: 'approved', to: 'pending' },
    });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await admin.request(`/api/admin/submissions/${randomUUID()}`)).status).toBe(404);
    expect((await admin.request('/api/admin/submissions/not-a-uuid')).status).toBe(404);
  });
});

describe('deleting a submission', () => {
  it('removes it and its attachment, and the audit log keeps who, which and when', async () => {
    const upload = await bob.upload('plan.pdf', await pdfFile());
    const { attachment } = (await upload.json()) as { attachment: { id: string } };
    const id = await sendIdea(bob, {
      ideaTitle: 'Carotid stent delivery handle',
      attachmentId: attachment.id,
    });
    const [file] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));

    expect((await admin.request(`/api/admin/submissions/${id}`, { method: 'DELETE' })).status).toBe(
      204,
    );

    expect(await t.db.select().from(submissions).where(eq(submissions.id, id))).toEqual([]);
    expect(await t.db.select().from(attachments).where(eq(attachments.id, attachment.id))).toEqual(
      [],
    );
    expect(await t.portal.storage.get(file!.storageKey)).toBeNull();
    expect((await bob.request(`/api/submissions/${id}/attachment`)).status).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'submission.deleted' and ${auditLog.targetId} = ${id}`);
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { title: 'Carotid stent delivery handle', ownerId: bobId },
    });
    expect(entry!.createdAt).toBeInstanceOf(Date);
    expect((await admin.request(`/api/admin/submissions/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it('does not delete a draft', async () => {
    const draft = await sendIdea(alice, { status: 'draft', ideaTitle: 'Still thinking' });
    expect(
      (await admin.request(`/api/admin/submissions/${draft}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(await t.db.select().from(submissions).where(eq(submissions.id, draft))).toHaveLength(1);
  });
});

describe('CSV export', () => {
  it('defuses full-width and small formula signs as it does the ASCII ones', async () => {
    const titles = ['\uFF1D1+1', '\uFF0B1', '\uFF0D1', '\uFF20SUM(A1)', '\uFE661', '=1'];
    for (const [i, title] of titles.entries())
      await sendIdea(alice, { ideaTitle: `${title} Zebrafish ${i}` });
    const text = await (
      await admin.request('/api/admin/submissions/export.csv?q=Zebrafish&pageSize=100')
    ).text();
    const cells = text.split(/\r\n/).flatMap((line) => line.split(','));
    for (const [i, title] of titles.entries())
      expect(cells, title).toContain(`'${title} Zebrafish ${i}`);
  });

  it('exports the filtered, sorted list whole, safe for spreadsheets, and records it', async () => {
    await sendIdea(alice, {
      ideaTitle: '=HYPERLINK("http://evil.example","click")',
      ideaDescription: 'Line one, with a comma\nand "quotes"',
    });
    const response = await admin.request(
      '/api/admin/submissions/export.csv?q=alice&sort=date&dir=asc',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="submissions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Submission ID,Inventor,Email,Job Title,Idea Title,Description,Problem,Advantages,Prior Art,Stage of Development,Conceived On,Public Disclosures,Funding and Collaborators,Employer or Institution,Employer IP Policy May Apply,Status,Submitted (UTC),Updated (UTC),Reviewed (UTC),Reviewed By,Admin Notes,Attachment,Agreement ID,Awaiting Inventor,Last Message (UTC),Assignees,Reviews,Weighted Average,Advance,Hold,Decline,Tags',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain('"Line one, with a comma\nand ""quotes"""');
    expect(text).not.toContain('bob@example.com');
    // The status in staff screens' words: a sent idea awaiting review is Pending.
    expect(text).toContain(',Pending,');
    expect(text).not.toContain(',Submitted,');
    const listed = await list('?q=alice&pageSize=100');
    // The header, one line per row (rows end in CRLF; a newline inside a field is a bare LF).
    expect(lines.length).toBe(1 + listed.total + 1);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'submissions.exported'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { q: 'alice', rows: listed.total },
    });
  });

  const exportsRecorded = async () =>
    (await t.db.select().from(auditLog).where(eq(auditLog.action, 'submissions.exported'))).length;

  it('answers an error, not an empty file, when the database fails before the export starts', async () => {
    const before = await exportsRecorded();
    await t.db.execute(sql`alter table invention_submissions rename to invention_submissions_away`);
    try {
      const response = await admin.request('/api/admin/submissions/export.csv');
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await response.json()).error.code).toBe('internal_error');
    } finally {
      await t.db.execute(
        sql`alter table invention_submissions_away rename to invention_submissions`,
      );
    }
    expect(await exportsRecorded()).toBe(before);
  });

  it('ends an export the database fails midway with a failure line and a cut-short download, on record', async () => {
    const before = await exportsRecorded();
    // The count still works; reading the rows does not.
    await t.db.execute(
      sql`alter table invention_submissions rename column admin_notes to notes_away`,
    );
    let received = '';
    let cutShort = false;
    try {
      const response = await admin.request('/api/admin/submissions/export.csv', {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          received += value;
        }
      } catch {
        cutShort = true;
      }
    } finally {
      await t.db.execute(
        sql`alter table invention_submissions rename column notes_away to admin_notes`,
      );
    }
    expect(received.split('\r\n')[0]).toMatch(/^Submission ID,Inventor,/);
    expect(received).toMatch(/\r\n# EXPORT FAILED: .*incomplete.*\r\n$/);
    expect(cutShort).toBe(true);
    expect(await exportsRecorded()).toBe(before + 1);
  });
});

describe('users', () => {
  const users$ = async (query = '') =>
    jsonOf<AdminUserList>(await admin.request(`/api/admin/users${query}`));

  it('lists every account newest first with its agreement read from the agreements', async () => {
    const answer = await users$();
    expect(answer.total).toBe(4);
    expect(answer.users.map((u) => u.email)).toEqual([
      'carol@example.com',
      'bob@example.com',
      'alice@example.com',
      'admin@portal.test',
    ]);
    const alice$ = answer.users.find((u) => u.email === 'alice@example.com')!;
    expect(alice$).toMatchObject({
      fullName: 'Dr. Alice Moreau',
      jobTitle: 'Interventional Neuroradiologist',
      agreementSigned: true,
      isAdmin: false,
      role: 'user',
    });
    expect(alice$.agreementId).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.users.find((u) => u.email === 'admin@portal.test')).toMatchObject({
      isAdmin: true,
      role: 'admin',
      agreementSigned: false,
      agreementId: null,
    });
  });

  it.each([
    ['name', 'MOREAU', ['alice@example.com']],
    ['job title', 'stroke', ['bob@example.com']],
    ['email', 'carol@', ['carol@example.com']],
  ])('searches by %s', async (_, q, emails) => {
    expect((await users$(`?q=${encodeURIComponent(q)}`)).users.map((u) => u.email)).toEqual(emails);
  });

  it('searches by the start of an id', async () => {
    const answer = await users$(`?q=${aliceId.slice(0, 8)}`);
    expect(answer.users.map((u) => u.id)).toEqual([aliceId]);
  });

  it('sorts by email and by name, missing names last', async () => {
    expect((await users$('?sort=email&dir=asc')).users.map((u) => u.email)).toEqual([
      'admin@portal.test',
      'alice@example.com',
      'bob@example.com',
      'carol@example.com',
    ]);
    const byName = (await users$('?sort=name&dir=asc')).users.map((u) => u.fullName);
    expect(byName).toEqual(['Administrator', 'Bob Lind', 'Dr. Alice Moreau', null]);
    expect((await users$('?sort=name&dir=desc')).users.map((u) => u.fullName)).toEqual([
      'Dr. Alice Moreau',
      'Bob Lind',
      'Administrator',
      null,
    ]);
  });

  it('pages, with the total of all that match', async () => {
    const answer = await users$('?pageSize=10&page=2');
    expect(answer).toMatchObject({ users: [], total: 4, page: 2 });
  });

  it('shows one user: account, activity and sent ideas (no drafts)', async () => {
    const detail = await jsonOf<AdminUserDetail>(
      await admin.request(`/api/admin/users/${aliceId}`),
    );
    expect(detail.user).toMatchObject({ email: 'alice@example.com', agreementSigned: true });
    expect(detail.user.emailConfirmedAt).not.toBeNull();
    expect(detail.user.lastPasswordChange).toBeNull();
    expect(detail.user.submissionCount).toBe(detail.submissions.length);
    expect(detail.submissions.length).toBeGreaterThan(0);
    expect(detail.submissions.every((s) => s.userId === aliceId && s.status !== 'draft')).toBe(
      true,
    );
  });

  it('answers 404 for an unknown or malformed user id', async () => {
    const unknown = await admin.request(`/api/admin/users/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe('User not found.');
    expect((await admin.request('/api/admin/users/nobody')).status).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts users and sent ideas by status, leaving drafts out', async () => {
    const stats = await jsonOf<Record<string, number>>(await admin.request('/api/admin/stats'));
    const counts = (await list()).counts;
    expect(stats).toEqual({
      totalUsers: 4,
      totalSubmissions: counts.all,
      pendingSubmissions: counts.pending,
      approvedSubmissions: counts.approved,
      rejectedSubmissions: counts.rejected,
      staffNoticesTo: 'staff@portal.test',
      upcomingBarDates: [],
      // No idea has entered the patent pipeline here.
      pipeline: [
        { stage: 'patentability_review', count: 0, medianDaysInStage: null },
        { stage: 'decision', count: 0, medianDaysInStage: null },
        { stage: 'filed', count: 0, medianDaysInStage: null },
        { stage: 'closed', count: 0, medianDaysInStage: null },
      ],
      decisionsDueSoon: 0,
    });
  });

  it('keeps its counts equal to the ideas themselves through sends, reviews and deletes', async () => {
    const draft = await sendIdea(alice, { status: 'draft', ideaTitle: 'Counted once sent' });
    const sent = await alice.request(`/api/submissions/${draft}/submit`, { method: 'POST' });
    expect(sent.status).toBe(200);
    await t.db.update(submissions).set({ status: 'rejected' }).where(eq(submissions.id, draft));
    const gone = await sendIdea(bob);
    await t.db.delete(submissions).where(eq(submissions.id, gone));
    const real = await t.db
      .select({ status: submissions.status, n: sql<number>`count(*)::int` })
      .from(submissions)
      .groupBy(submissions.status);
    const of = (status: string) => real.find((row) => row.status === status)?.n ?? 0;
    const stats = await jsonOf<Record<string, number>>(await admin.request('/api/admin/stats'));
    expect(stats).toMatchObject({
      totalSubmissions: of('pending') + of('approved') + of('rejected'),
      pendingSubmissions: of('pending'),
      approvedSubmissions: of('approved'),
      rejectedSubmissions: of('rejected'),
    });
  });

  it('gives 30 days of sign-ups and sent ideas, today last', async () => {
    const { days } = await jsonOf<{
      days: { date: string; submissions: number; signups: number }[];
    }>(await admin.request('/api/admin/activity'));
    expect(days).toHaveLength(30);
    expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(days.reduce((n, d) => n + d.signups, 0)).toBe(4);
    // The bulk ideas were dated January 2026: outside the window.
    const recent = (await list('?pageSize=100')).submissions.filter(
      (s) => Date.now() - Date.parse(s.createdAt) < 29 * 24 * 3600 * 1000,
    ).length;
    expect(days.reduce((n, d) => n + d.submissions, 0)).toBe(recent);
  });
});

describe('a search with very many matches', () => {
  beforeAll(async () => {
    // 1,001 pending and 3 approved ideas holding one word: more pending than the counts go.
    await t.db.execute(sql`
      insert into invention_submissions (user_id, email, idea_title, status, created_at)
      select ${bobId}, 'bob@example.com', 'Manifold idea ' || i,
        (case when i <= 3 then 'approved' else 'pending' end)::submission_status,
        timestamp '2025-01-01' + i * interval '1 second'
      from generate_series(1, 1004) as i`);
  });
  afterAll(() =>
    t.db.delete(submissions).where(sql`${submissions.ideaTitle} like 'Manifold idea %'`),
  );

  it('counts up to 1,000 and says there are more; tabs below that stay exact', async () => {
    const answer = await list('?q=manifold');
    expect(answer).toMatchObject({
      total: 1_000,
      totalIsCapped: true,
      counts: { all: 1_000, pending: 1_000, approved: 3, rejected: 0 },
      cappedCounts: ['all', 'pending'],
    });
    expect(answer.submissions).toHaveLength(20);
    const approved = await list('?q=manifold&status=approved');
    expect(approved).toMatchObject({ total: 3, totalIsCapped: false });
  });

  it('counts every tab of a search in one statement', async () => {
    const dialect = (t.db as unknown as { dialect: PgDialect }).dialect;
    const statements: string[] = [];
    const execute = t.db.execute;
    t.db.execute = ((query: SQL) => {
      statements.push(dialect.sqlToQuery(query).sql);
      return execute.call(t.db, query);
    }) as typeof t.db.execute;
    try {
      await list('?q=manifold');
    } finally {
      t.db.execute = execute;
    }
    expect(statements.filter((text) => text.includes(' as matches'))).toHaveLength(1);
  });

  it('counts a small tab exactly when a search matches more ideas than one scan reads', async () => {
    await t.db.execute(sql`
      insert into invention_submissions (user_id, email, idea_title, status, created_at)
      select ${bobId}, 'bob@example.com', 'Sprocket idea ' || i,
        (case when i > 3100 then 'rejected' else 'pending' end)::submission_status,
        timestamp '2025-02-01' + i * interval '1 second'
      from generate_series(1, 3105) as i`);
    try {
      const answer = await list('?q=sprocket');
      expect(answer).toMatchObject({
        counts: { all: 1_000, pending: 1_000, approved: 0, rejected: 5 },
        cappedCounts: ['all', 'pending'],
      });
    } finally {
      await t.db.delete(submissions).where(sql`${submissions.ideaTitle} like 'Sprocket idea %'`);
    }
  });

  it('pages on past the cap while the pages are full', async () => {
    const deep = await list('?q=manifold&status=pending&pageSize=100&page=11');
    expect(deep.submissions).toHaveLength(1);
    expect(deep.totalIsCapped).toBe(true);
  });

  it('counts without a search exactly, however many', async () => {
    const answer = await list();
    expect(answer.totalIsCapped).toBe(false);
    expect(answer.cappedCounts).toEqual([]);
    expect(answer.counts.pending).toBeGreaterThan(1_000);
  });

  it('records the exact number of rows an export holds', async () => {
    const response = await admin.request('/api/admin/submissions/export.csv?q=manifold');
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1_004);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'submissions.exported'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry!.details).toMatchObject({ q: 'manifold', rows: 1_004 });
  });
});
