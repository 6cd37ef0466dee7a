import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSubmissionDetail, AdminSubmissionList } from '#common/staff-submissions';
import type {
  CriteriaResponse,
  EvaluationResponse,
  EvaluationStats,
  ReviewQueueResponse,
  ScorecardRecord,
} from '#common/evaluation';
import {
  assignments,
  auditLog,
  criteriaVersions,
  mailOutbox,
  scorecards,
  submissions,
  users,
} from '../db/schema';
import { queryRows } from '../db/client';
import { mailOverdueReviews } from '../jobs/overdue-reviews';
import { jsonOf, sendIdea } from '../test/api-calls';
import { openEvents } from '../test/event-stream';
import { pdfFile } from '../test/files';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let rita: Client;
let sam: Client;
let ritaId: string;
let samId: string;
let aliceId: string;

const idOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

/** An account made a reviewer by an admin, through the portal, then enrolled in two-factor. */
async function reviewer(email: string, password: string, name: string) {
  const client = await t.createAccount(email, password);
  await t.db.update(users).set({ name }).where(eq(users.email, email));
  const id = await idOf(email);
  const made = await admin.request(`/api/admin/users/${id}/role`, { json: { role: 'reviewer' } });
  expect(await jsonOf(made)).toEqual({ role: 'reviewer' });
  return { client, id };
}

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind');
  admin = await t.signInAdmin();
  signers.set(admin, { password: TEST_ADMIN.password, code: () => t.adminCode() });
  ({ client: rita, id: ritaId } = await reviewer('rita@portal.test', 'Rita-Pass-1', 'Rita Ruiz'));
  ({ client: sam, id: samId } = await reviewer('sam@portal.test', 'Sam-Pass-1', 'Sam Okafor'));
  aliceId = await idOf('alice@example.com');
});
afterAll(() => t.close());

const assign = (body: object, client: Client = admin) =>
  client.request('/api/admin/assignments', { json: body });
const evaluation = async (client: Client, id: string) =>
  jsonOf<EvaluationResponse>(await client.request(`/api/admin/submissions/${id}/evaluation`));
/** Who each staff client is, to sign a scorecard as: its password and its next code. */
const signers = new Map<Client, { password: string; code: () => string }>();
const credentialsOf = (client: Client) => {
  const signer = signers.get(client);
  return signer ? { password: signer.password, code: signer.code() } : {};
};
/** Sends a scorecard, signed as its reviewer signs it: the password and a fresh code. */
const score = (client: Client, id: string, body: object) =>
  client.request(`/api/admin/submissions/${id}/scorecard`, {
    json: { ...body, ...credentialsOf(client) },
  });

/** A full scorecard on the current criteria: `scores` by criterion id, 3 for the others. */
async function card(
  client: Client,
  id: string,
  scores: Record<string, number> = {},
  recommendation = 'advance',
) {
  const { criteria } = await evaluation(client, id);
  return {
    criteriaVersion: criteria.version,
    scores: criteria.criteria.map((c) => ({ criterionId: c.id, score: scores[c.id] ?? 3 })),
    recommendation,
  };
}

const rowsOf = async (table: typeof scorecards | typeof assignments, id: string) =>
  t.db.select().from(table).where(eq(table.submissionId, id));

describe('the reviewer role', () => {
  it('is granted by an admin, audited, and needs two-factor sign-in before anything opens', async () => {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.targetId, ritaId)));
    expect(entry!.details).toMatchObject({ from: 'user', to: 'reviewer' });
    const refused = await rita.request('/api/admin/submissions');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'two_factor_required',
    );
    for (const [client, password] of [
      [rita, 'Rita-Pass-1'],
      [sam, 'Sam-Pass-1'],
    ] as const) {
      const { authenticator } = await enrolTwoFactor(client, password);
      signers.set(client, { password, code: () => authenticator.generate() });
    }
    expect((await rita.request('/api/admin/submissions')).status).toBe(200);
    const me = await jsonOf<{ user: { isReviewer: boolean; isAdmin: boolean } }>(
      await rita.request('/api/me'),
    );
    expect(me.user).toMatchObject({ isReviewer: true, isAdmin: false });
  });

  it('cannot turn two-factor sign-in off', async () => {
    const response = await rita.request('/api/auth/two-factor/disable', {
      json: { password: 'Rita-Pass-1' },
    });
    expect(response.status).toBe(403);
  });
});

describe('what a reviewer sees', () => {
  let mine: string;
  let other: string;
  let messageId: string;

  beforeAll(async () => {
    const file = (await jsonOf<{ attachment: { id: string } }>(
      await alice.upload('plan.pdf', await pdfFile()),
      201,
    ))!.attachment.id;
    mine = await sendIdea(alice, { ideaTitle: 'Coil with a softer loop', attachmentId: file });
    other = await sendIdea(bob, { ideaTitle: 'Bob\u2019s stent retriever' });
    await sendIdea(alice, { ideaTitle: 'Alice\u2019s unassigned idea' });
    await jsonOf(await assign({ submissionIds: [mine], reviewerIds: [ritaId] }));
    messageId = randomUUID();
    await jsonOf(
      await admin.request(`/api/admin/submissions/${other}/messages`, {
        json: { id: messageId, kind: 'note', text: 'Staff note on Bob\u2019s idea' },
      }),
      201,
    );
  });

  it('is only the submissions assigned to them, in the list, its counts and each page', async () => {
    const list = await jsonOf<AdminSubmissionList>(await rita.request('/api/admin/submissions'));
    expect(list.submissions.map((s) => s.id)).toEqual([mine]);
    expect(list.counts.all).toBe(1);
    expect(list.total).toBe(1);
    const detail = await jsonOf<AdminSubmissionDetail>(
      await rita.request(`/api/admin/submissions/${mine}`),
    );
    expect(detail.submission.ideaTitle).toBe('Coil with a softer loop');
    const attachment = await rita.request(`/api/submissions/${mine}/attachment`);
    expect(attachment.status).toBe(200);
    expect((await rita.request(`/api/admin/submissions/${mine}/messages`)).status).toBe(200);
    const submitter = await jsonOf<{ user: { submissionCount: number }; submissions: unknown[] }>(
      await rita.request(`/api/admin/users/${aliceId}`),
    );
    // Alice has sent more, but the reviewer is told only of what they may read.
    expect(submitter.submissions).toHaveLength(1);
    expect(submitter.user.submissionCount).toBe(1);
  });

  it('answers any other submission, its files, conversation and submitter as not found', async () => {
    const bobId = await idOf('bob@example.com');
    for (const path of [
      `/api/admin/submissions/${other}`,
      `/api/admin/submissions/${other}/messages`,
      `/api/admin/submissions/${other}/evaluation`,
      `/api/admin/submissions/${other}/messages/${messageId}/attachment`,
      `/api/submissions/${other}/attachment`,
      `/api/admin/users/${bobId}`,
    ]) {
      const response = await rita.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('stent');
    }
    for (const [method, path, json] of [
      ['POST', `/api/admin/submissions/${other}/messages`, { id: randomUUID(), text: 'Hi' }],
      ['PATCH', `/api/admin/submissions/${other}/status`, { status: 'approved' }],
      ['DELETE', `/api/admin/submissions/${other}`, undefined],
      [
        'POST',
        `/api/admin/submissions/${other}/scorecard`,
        { ...(await card(admin, other)), ...credentialsOf(rita) },
      ],
      ['POST', `/api/admin/submissions/${other}/assignment/decline`, { reason: 'other' }],
      ['DELETE', `/api/admin/submissions/${other}/assignments/${ritaId}`, undefined],
    ] as const) {
      const response = await rita.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, other));
    expect(row!.status).toBe('pending');
  });

  it('reaches their live updates only for their assignments, never for other ideas', async () => {
    const stream = await openEvents(rita);
    try {
      expect((await stream.next()).event).toBe('ready');
      await jsonOf(
        await admin.request(`/api/admin/submissions/${other}/messages`, {
          json: { id: randomUUID(), text: 'About Bob\u2019s idea' },
        }),
        201,
      );
      await jsonOf(
        await admin.request(`/api/admin/submissions/${mine}/messages`, {
          json: { id: randomUUID(), kind: 'note', text: 'About the assigned idea' },
        }),
        201,
      );
      const { event, data } = await stream.next();
      expect(event).toBe('conversation');
      expect(JSON.parse(data)).toEqual({ submissionId: mine });
    } finally {
      await stream.close();
    }
  });

  it('names only the staff who can read their ideas, never their addresses', async () => {
    type Listed = { staff: { id: string; name: string; role: string; email?: string }[] };
    const staffPath = '/api/admin/staff';
    const everyone = await jsonOf<Listed>(await admin.request(staffPath));
    expect(everyone.staff).toContainEqual({
      id: samId,
      name: 'Sam Okafor',
      email: 'sam@portal.test',
      role: 'reviewer',
    });
    const adminIds = everyone.staff.filter((m) => m.role === 'admin').map((m) => m.id);
    for (const path of [staffPath, `${staffPath}?submissionId=${mine}`]) {
      const response = await rita.request(path);
      expect(response.status, path).toBe(200);
      const text = await response.text();
      expect(text, path).not.toContain('@');
      const { staff } = JSON.parse(text) as Listed;
      expect(staff.map((m) => m.id).sort(), path).toEqual([...adminIds, ritaId].sort());
      expect(
        staff.find((m) => m.id === ritaId),
        path,
      ).toEqual({
        id: ritaId,
        name: 'Rita Ruiz',
        role: 'reviewer',
      });
      for (const member of staff)
        expect(Object.keys(member).sort(), path).toEqual(['id', 'name', 'role']);
    }
    // Sam reads no idea yet: only the admins, who read them all.
    const sams = await jsonOf<Listed>(await sam.request(staffPath));
    expect(sams.staff.map((m) => m.id).sort()).toEqual([...adminIds].sort());
    for (const query of [
      `?submissionId=${other}`,
      `?submissionId=${randomUUID()}`,
      '?submissionId=x',
    ])
      expect((await rita.request(`${staffPath}${query}`)).status, query).toBe(404);
  });

  it('is never the admin\u2019s powers: status, delete, export, users, roles, assignment, criteria', async () => {
    for (const [method, path, json] of [
      ['PATCH', `/api/admin/submissions/${mine}/status`, { status: 'approved' }],
      ['DELETE', `/api/admin/submissions/${mine}`, undefined],
      ['GET', '/api/admin/submissions/export.csv', undefined],
      ['GET', '/api/admin/users', undefined],
      ['GET', '/api/admin/stats', undefined],
      ['GET', '/api/admin/evaluation-stats', undefined],
      ['POST', `/api/admin/users/${ritaId}/role`, { role: 'admin' }],
      ['POST', '/api/admin/assignments', { submissionIds: [other], reviewerIds: [ritaId] }],
      ['GET', '/api/admin/criteria', undefined],
      ['PUT', '/api/admin/criteria', { criteria: [{ name: 'Mine', weight: 1 }] }],
      ['DELETE', `/api/admin/submissions/${mine}/assignments/${ritaId}`, undefined],
    ] as const) {
      const response = await rita.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, mine));
    expect(row!.status).toBe('pending');
    expect((await t.db.select().from(users).where(eq(users.id, ritaId)))[0]!.role).toBe('reviewer');
    expect(await rowsOf(assignments, other)).toEqual([]);
    expect(await t.db.select().from(criteriaVersions)).toHaveLength(1);
  });
});

describe('assignment', () => {
  it('assigns reviewers in bulk, audited, mailing each reviewer once with a link and no content', async () => {
    const one = await sendIdea(alice, { ideaTitle: 'Confidential flow diverter' });
    const two = await sendIdea(bob, { ideaTitle: 'Confidential balloon guide' });
    const answer = await jsonOf<{ assigned: number }>(
      await assign({ submissionIds: [one, two], reviewerIds: [ritaId, samId] }),
    );
    expect(answer.assigned).toBe(4);
    for (const address of ['rita@portal.test', 'sam@portal.test']) {
      const mail = await t.latestMailTo(address, 'Review requested: 2 submissions');
      expect(mail.text).toContain('http://portal.test/admin/reviews');
      expect(mail.text).not.toContain('Confidential');
    }
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.assigned'), eq(auditLog.targetId, one)));
    expect(audited.map((entry) => entry.details?.reviewerId).sort()).toEqual(
      [ritaId, samId].sort(),
    );

    // Again, with a due date: nothing new, the date set, no second mail.
    const mailsBefore = await t.db.select().from(mailOutbox);
    const again = await jsonOf<{ assigned: number; updated: number }>(
      await assign({ submissionIds: [one], reviewerIds: [ritaId], dueOn: '2099-01-31' }),
    );
    expect(again).toEqual({ assigned: 0, updated: 1 });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
    const { assignments: assigned } = await evaluation(admin, one);
    expect(assigned.find((a) => a.reviewerId === ritaId)).toMatchObject({
      dueOn: '2099-01-31',
      state: 'to_score',
      overdue: false,
    });

    // The same ids again in capitals are the same assignments.
    const shouted = await jsonOf<{ assigned: number }>(
      await assign({
        submissionIds: [one.toUpperCase(), one],
        reviewerIds: [ritaId.toUpperCase()],
      }),
    );
    expect(shouted.assigned).toBe(0);

    // Unassigned, audited; the reviewer no longer sees it.
    expect(
      (
        await admin.request(`/api/admin/submissions/${two}/assignments/${samId}`, {
          method: 'DELETE',
        })
      ).status,
    ).toBe(204);
    expect((await sam.request(`/api/admin/submissions/${two}`)).status).toBe(404);
    expect((await sam.request(`/api/admin/submissions/${one}`)).status).toBe(200);
  });

  it('refuses anyone but staff, drafts, unknown ideas and past dates, writing nothing', async () => {
    const idea = await sendIdea(alice);
    const draft = await sendIdea(alice, { status: 'draft' });
    const before = await t.db.select().from(assignments);
    for (const [body, status] of [
      [{ submissionIds: [idea], reviewerIds: [aliceId] }, 400],
      [{ submissionIds: [draft], reviewerIds: [ritaId] }, 404],
      [{ submissionIds: [randomUUID()], reviewerIds: [ritaId] }, 404],
      [{ submissionIds: [idea, draft], reviewerIds: [ritaId] }, 404],
      [{ submissionIds: [idea], reviewerIds: [ritaId], dueOn: '2001-01-01' }, 400],
      [{ submissionIds: [idea], reviewerIds: [ritaId], dueOn: '31/12/2099' }, 400],
      [{ submissionIds: [idea], reviewerIds: [ritaId], dueOn: '2099-02-30' }, 400],
      [{ submissionIds: [], reviewerIds: [ritaId] }, 400],
      [{ submissionIds: [idea], reviewerIds: ['not-a-uuid'] }, 400],
    ] as const) {
      expect((await assign(body)).status, JSON.stringify(body)).toBe(status);
    }
    expect(await t.db.select().from(assignments)).toEqual(before);
  });

  it('refuses to make a submitter the reviewer of their own idea, alone or in bulk, writing nothing', async () => {
    const vic = await t.createSignedAccount('vic@portal.test', 'Vic-Pass-1', 'Vic Staff');
    const own = await sendIdea(vic, { ideaTitle: 'Vic\u2019s own catheter' });
    const others = await sendIdea(bob);
    const vicId = await idOf('vic@portal.test');
    const made = await admin.request(`/api/admin/users/${vicId}/role`, {
      json: { role: 'reviewer' },
    });
    expect(await jsonOf(made)).toEqual({ role: 'reviewer' });
    const before = await t.db.select().from(assignments);
    const audited = await t.db.select().from(auditLog);
    for (const body of [
      { submissionIds: [own], reviewerIds: [vicId] },
      { submissionIds: [others, own], reviewerIds: [ritaId, vicId] },
      { submissionIds: [own.toUpperCase()], reviewerIds: [vicId.toUpperCase()] },
    ]) {
      const refused = await assign(body);
      expect(await jsonOf(refused, 400)).toEqual({
        error: {
          code: 'invalid_input',
          message: 'Nobody can review their own idea: choose another reviewer for it.',
          field: 'reviewerIds',
          requestId: expect.any(String),
        },
      });
    }
    expect(await t.db.select().from(assignments)).toEqual(before);
    expect(await t.db.select().from(auditLog)).toHaveLength(audited.length);
    // Anyone else's idea is theirs to review.
    expect(await jsonOf(await assign({ submissionIds: [others], reviewerIds: [vicId] }))).toEqual({
      assigned: 1,
      updated: 0,
    });
  });

  it('lets a reviewer decline; a conflict of interest hides the idea from them', async () => {
    const idea = await sendIdea(alice, { ideaTitle: 'Aneurysm sizing app' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [samId] }));
    const refused = await sam.request(`/api/admin/submissions/${idea}/assignment/decline`, {
      json: { reason: 'because' },
    });
    expect(refused.status).toBe(400);
    const declined = await sam.request(`/api/admin/submissions/${idea}/assignment/decline`, {
      json: { reason: 'conflict_of_interest', note: 'I consult for a competitor.' },
    });
    expect(declined.status).toBe(204);
    expect((await sam.request(`/api/admin/submissions/${idea}`)).status).toBe(404);
    expect((await sam.request(`/api/admin/submissions/${idea}/messages`)).status).toBe(404);
    const queue = await jsonOf<ReviewQueueResponse>(await sam.request('/api/admin/reviews'));
    const item = queue.items.find((entry) => entry.submissionId === idea)!;
    expect(item).toMatchObject({
      state: 'declined',
      declineReason: 'conflict_of_interest',
      title: null,
    });
    const { assignments: seen } = await evaluation(admin, idea);
    expect(seen[0]).toMatchObject({
      state: 'declined',
      declineNote: 'I consult for a competitor.',
    });
    // Declining again, or scoring it, is refused.
    expect(
      (
        await sam.request(`/api/admin/submissions/${idea}/assignment/decline`, {
          json: { reason: 'other' },
        })
      ).status,
    ).toBe(404);
  });

  it('mails an overdue review once, the day after its due date', async () => {
    const idea = await sendIdea(alice, { ideaTitle: 'Overdue idea' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [ritaId] }));
    await t.db
      .update(assignments)
      .set({ dueOn: sql`current_date - 1` })
      .where(and(eq(assignments.submissionId, idea), eq(assignments.reviewerId, ritaId)));
    expect(await mailOverdueReviews(t.db, 'http://portal.test')).toBeGreaterThanOrEqual(1);
    const mail = await t.latestMailTo('rita@portal.test', 'overdue');
    expect(mail.text).toContain(`http://portal.test/admin/submissions/${idea}`);
    expect(mail.text).not.toContain('Overdue idea');
    expect(await mailOverdueReviews(t.db, 'http://portal.test')).toBe(0);
    const queue = await jsonOf<ReviewQueueResponse>(await rita.request('/api/admin/reviews'));
    expect(queue.items.find((item) => item.submissionId === idea)).toMatchObject({
      overdue: true,
      state: 'to_score',
    });
  });

  it('tells the assigned reviewers of the inventor\u2019s messages, with a link only', async () => {
    const idea = await sendIdea(alice, { ideaTitle: 'Reviewed with messages' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [samId] }));
    await jsonOf(
      await alice.request(`/api/submissions/${idea}/messages`, {
        json: { id: randomUUID(), text: 'Extra bench data: 37 degrees.' },
      }),
      201,
    );
    const notices = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'sam@portal.test'));
    const notice = notices.find((mail) => mail.kind === 'conversation-notice');
    expect(notice?.text).toContain(`http://portal.test/admin/submissions/${idea}`);
    expect(notice?.text).not.toContain('37 degrees');
  });
});

describe('scorecards', () => {
  let idea: string;
  beforeAll(async () => {
    idea = await sendIdea(alice, { ideaTitle: 'Blind scored idea' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [ritaId, samId] }));
  });

  it('are blind: a reviewer sees no other card or average until they have sent their own', async () => {
    const first = await jsonOf<{ scorecard: ScorecardRecord }>(
      await score(rita, idea, await card(rita, idea, { novelty: 5, 'clinical-need': 4 })),
      201,
    );
    expect(first.scorecard.weightedScore).toBe(3.6);

    const samView = await evaluation(sam, idea);
    expect(samView).toMatchObject({ resultsVisible: false, scorecards: [], summary: null });
    expect(samView.assignments.map((a) => a.reviewerId)).toEqual([samId]);
    const samList = await jsonOf<AdminSubmissionList>(await sam.request('/api/admin/submissions'));
    expect(samList.submissions.find((s) => s.id === idea)!.averageScore).toBeNull();
    const samDetail = await jsonOf<AdminSubmissionDetail>(
      await sam.request(`/api/admin/submissions/${idea}`),
    );
    expect(samDetail.submission.averageScore).toBeNull();
    // Nor through the history, the inventor's own routes or the inventor's list.
    expect(samDetail.history.map((entry) => entry.action)).not.toContain('scorecard.submitted');
    expect(JSON.stringify(samDetail.history)).not.toContain('rita@portal.test');
    for (const [client, path] of [
      [sam, `/api/submissions/${idea}`],
      [alice, `/api/submissions/${idea}`],
      [alice, '/api/submissions'],
    ] as const) {
      const body = await (await client.request(path)).text();
      // The score as a JSON value, not digits inside a time such as "13.625Z".
      expect(body, path).not.toMatch(/averageScore|reviewCount|[:[,]\s*"?3\.6\b/);
    }

    await jsonOf(await score(sam, idea, await card(sam, idea, { novelty: 1 }, 'hold')), 201);
    const after = await evaluation(sam, idea);
    expect(after.resultsVisible).toBe(true);
    expect(after.scorecards.map((c) => [c.reviewerName, c.mine])).toEqual([
      ['Rita Ruiz', false],
      ['Sam Okafor', true],
    ]);
    // Rita 3.6, Sam (1 + 3 × 4) / 5 = 2.6: average 3.1.
    expect(after.summary).toMatchObject({
      reviewCount: 2,
      averageScore: 3.1,
      recommendations: { advance: 1, hold: 1, decline: 0 },
    });
    expect(after.summary!.spread.find((s) => s.criterionId === 'novelty')).toMatchObject({
      min: 1,
      max: 5,
    });
    const adminView = await evaluation(admin, idea);
    expect(adminView.scorecards).toHaveLength(2);
    const list = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?sort=score&dir=desc&review=reviewed'),
    );
    expect(list.submissions.find((s) => s.id === idea)).toMatchObject({
      reviewCount: 2,
      averageScore: 3.1,
    });
    const csv = (await (await admin.request('/api/admin/submissions/export.csv')).text()).split(
      '\r\n',
    );
    const columns = csv[0]!.split(',');
    const line = csv.find((row) => row.startsWith(idea))!.split(',');
    const cell = (name: string) => line[columns.indexOf(name)];
    expect(cell('Assignees')).toBe('rita@portal.test; sam@portal.test');
    expect([cell('Reviews'), cell('Weighted Average')]).toEqual(['2', '3.10']);
    expect([cell('Advance'), cell('Hold'), cell('Decline')]).toEqual(['1', '1', '0']);
  });

  it('refuse a second card, bad scores, unknown or missing criteria, and anyone unassigned', async () => {
    const other = await sendIdea(bob, { ideaTitle: 'Refusals' });
    await jsonOf(await assign({ submissionIds: [other], reviewerIds: [ritaId] }));
    const good = await card(rita, other);
    const cases: [Client, object, number][] = [
      [rita, { ...good, scores: good.scores.map((s) => ({ ...s, score: 6 })) }, 400],
      [rita, { ...good, scores: good.scores.map((s) => ({ ...s, score: 0 })) }, 400],
      [rita, { ...good, scores: good.scores.map((s) => ({ ...s, score: 2.5 })) }, 400],
      [rita, { ...good, scores: good.scores.slice(1) }, 400],
      [rita, { ...good, scores: [...good.scores, { criterionId: 'beauty', score: 3 }] }, 400],
      [rita, { ...good, scores: [...good.scores, good.scores[0]] }, 400],
      [rita, { ...good, recommendation: 'maybe' }, 400],
      [rita, { ...good, criteriaVersion: good.criteriaVersion + 1 }, 409],
      [admin, good, 400],
      [sam, good, 404],
    ];
    for (const [client, body, status] of cases) {
      const response = await score(client, other, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    expect(await rowsOf(scorecards, other)).toEqual([]);
    await jsonOf(await score(rita, other, good), 201);
    expect((await score(rita, other, good)).status).toBe(409);
    expect(await rowsOf(scorecards, other)).toHaveLength(1);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, other));
    expect(row!.reviewCount).toBe(1);
  });

  it('are signed: the password and a code asked again, the meaning printed with the card', async () => {
    const idea = await sendIdea(bob, { ideaTitle: 'Signed scorecard' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [samId] }));
    const body = await card(sam, idea, {}, 'hold');
    const send = (credentials: object) =>
      sam.request(`/api/admin/submissions/${idea}/scorecard`, {
        json: { ...body, ...credentials },
      });
    for (const [credentials, field] of [
      [{}, 'password'],
      [{ password: 'not-sams-password', code: '123456' }, 'password'],
      [{ password: 'Sam-Pass-1' }, 'code'],
      [{ password: 'Sam-Pass-1', code: '000000' }, 'code'],
    ] as const) {
      const refused = await send(credentials);
      expect(refused.status, JSON.stringify(credentials)).toBe(400);
      expect(((await refused.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    expect(await rowsOf(scorecards, idea)).toEqual([]);

    const { scorecard } = await jsonOf<{ scorecard: ScorecardRecord }>(
      await score(sam, idea, body),
      201,
    );
    const meaning = 'Final scorecard: reviewed and scored, recommending Hold.';
    expect(scorecard.meaning).toBe(meaning);
    expect((await evaluation(admin, idea)).scorecards[0]).toMatchObject({
      reviewerName: 'Sam Okafor',
      meaning,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'scorecard.submitted'), eq(auditLog.targetId, idea)));
    expect(entry!.details).toMatchObject({ signerCheck: 'password+totp' });
  });

  it('name a reviewer without a name to the other reviewers as "Reviewer", never by address', async () => {
    const unnamed: { client: Client; id: string }[] = [];
    for (const email of ['una@portal.test', 'noor@portal.test']) {
      const client = await t.createAccount(email, 'Unnamed-Pass-1');
      const id = await idOf(email);
      await jsonOf(
        await admin.request(`/api/admin/users/${id}/role`, { json: { role: 'reviewer' } }),
      );
      const { authenticator } = await enrolTwoFactor(client, 'Unnamed-Pass-1');
      signers.set(client, { password: 'Unnamed-Pass-1', code: () => authenticator.generate() });
      unnamed.push({ client, id });
    }
    const [una, noor] = unnamed as [{ client: Client; id: string }, { client: Client; id: string }];
    const idea = await sendIdea(bob, { ideaTitle: 'Scored by the unnamed' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [una.id, noor.id] }));
    await jsonOf(await score(una.client, idea, await card(una.client, idea)), 201);
    await jsonOf(await score(noor.client, idea, await card(noor.client, idea)), 201);

    const response = await noor.client.request(`/api/admin/submissions/${idea}/evaluation`);
    const text = await response.text();
    expect(text).not.toContain('una@portal.test');
    const { scorecards: cards } = JSON.parse(text) as EvaluationResponse;
    expect(cards.find((c) => c.reviewerId === una.id)!.reviewerName).toBe('Reviewer');
    // Admins have every staff address already.
    const adminView = await evaluation(admin, idea);
    expect(adminView.scorecards.find((c) => c.reviewerId === una.id)!.reviewerName).toBe(
      'una@portal.test',
    );
  });
});

describe('criteria', () => {
  it('start as the five defaults, equally weighted', async () => {
    const { criteria } = await jsonOf<CriteriaResponse>(await admin.request('/api/admin/criteria'));
    expect(criteria.map((c) => [c.name, c.weight, c.active])).toEqual([
      ['Clinical need', 1, true],
      ['Novelty', 1, true],
      ['Technical feasibility', 1, true],
      ['Market potential', 1, true],
      ['Strategic fit', 1, true],
    ]);
  });

  it('change as a new version, weighting new cards and never rewriting old ones', async () => {
    const idea = await sendIdea(alice, { ideaTitle: 'Weighted idea' });
    await jsonOf(await assign({ submissionIds: [idea], reviewerIds: [ritaId, samId] }));
    await jsonOf(await score(rita, idea, await card(rita, idea, { 'clinical-need': 5 })), 201);
    const before = await jsonOf<CriteriaResponse>(await admin.request('/api/admin/criteria'));

    const changed = before.criteria.map((c) => ({
      ...c,
      weight: c.id === 'clinical-need' ? 3 : 1,
      active: c.id !== 'strategic-fit',
    }));
    const saved = await jsonOf<CriteriaResponse>(
      await admin.request('/api/admin/criteria', {
        method: 'PUT',
        json: {
          criteria: [
            ...changed,
            { name: 'Regulatory path', guidance: 'Is a 510(k) likely?', weight: 2 },
          ],
        },
      }),
    );
    expect(saved.version).toBe(before.version + 1);
    expect(saved.criteria.at(-1)).toMatchObject({ id: 'regulatory-path', active: true });
    // Saving the same again makes no version.
    const same = await jsonOf<CriteriaResponse>(
      await admin.request('/api/admin/criteria', {
        method: 'PUT',
        json: { criteria: saved.criteria },
      }),
    );
    expect(same.version).toBe(saved.version);

    // Sam scores on the new version: clinical need 5 (×3), regulatory 1 (×2), three 3s.
    const samCard = await card(sam, idea, { 'clinical-need': 5, 'regulatory-path': 1 });
    expect(samCard.scores.map((s) => s.criterionId)).not.toContain('strategic-fit');
    const { scorecard } = await jsonOf<{ scorecard: ScorecardRecord }>(
      await score(sam, idea, samCard),
      201,
    );
    expect(scorecard.criteriaVersion).toBe(saved.version);
    expect(scorecard.weightedScore).toBe(Math.round(((15 + 2 + 9) / 8) * 1000) / 1000);

    const view = await evaluation(admin, idea);
    const ritas = view.scorecards.find((c) => c.reviewerName === 'Rita Ruiz')!;
    expect(ritas.criteriaVersion).toBe(before.version);
    expect(ritas.scores.map((s) => s.weight)).toEqual([1, 1, 1, 1, 1]);
    expect(ritas.weightedScore).toBe(3.4);
  });

  it('refuse no active criterion, duplicates, bad weights and unusable text, changing nothing', async () => {
    const before = await t.db.select().from(criteriaVersions);
    for (const criteria of [
      [],
      [{ name: 'Only', weight: 1, active: false }],
      [
        { name: 'Same', weight: 1 },
        { name: 'same', weight: 1 },
      ],
      [{ name: 'Heavy', weight: 11 }],
      [{ name: 'Light', weight: 0 }],
      [{ name: '', weight: 1 }],
      [{ name: 'Bell\u0007', weight: 1 }],
    ]) {
      const response = await admin.request('/api/admin/criteria', {
        method: 'PUT',
        json: { criteria },
      });
      expect(response.status, JSON.stringify(criteria)).toBe(400);
    }
    expect(await t.db.select().from(criteriaVersions)).toEqual(before);
  });
});

describe('the dashboard\u2019s evaluation card', () => {
  it('counts ideas awaiting assignment, reviews due and overdue, and the time to a first review', async () => {
    const stats = await jsonOf<EvaluationStats>(await admin.request('/api/admin/evaluation-stats'));
    const [awaiting] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from invention_submissions s where s.status = 'pending'
        and not exists (select 1 from submission_assignments a where a.submission_id = s.id and a.declined_at is null)`,
    );
    expect(stats.awaitingAssignment).toBe(awaiting!.count);
    expect(stats.awaitingAssignment).toBeGreaterThan(0);
    expect(stats.reviewsDue).toBeGreaterThan(0);
    expect(stats.reviewsOverdue).toBeGreaterThanOrEqual(1);
    expect(stats.averageSecondsToFirstReview).not.toBeNull();
  });

  it('filters the list to what needs reviews', async () => {
    const waiting = await sendIdea(alice, { ideaTitle: 'Nobody reviewed me yet' });
    const list = await jsonOf<AdminSubmissionList>(
      await admin.request('/api/admin/submissions?review=needs_reviews&pageSize=100'),
    );
    const ids = list.submissions.map((s) => s.id);
    expect(ids).toContain(waiting);
    expect(list.submissions.every((s) => s.status === 'pending')).toBe(true);
  });
});
