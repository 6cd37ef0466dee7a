import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decisionMeaning,
  opinionMeaning,
  pipelineMessages,
  type Pipeline,
  type PipelineIdea,
} from '#common/pipeline';
import { submissionReference } from '#common/submissions';
import { addMonths } from '#common/bar-dates';
import { docketMessages } from '#common/docket';
import { filingMessages } from '#common/filings';
import { mailDecisionClockWarnings } from '../jobs/decision-clock-warnings';
import { mailDocketReminders } from '../jobs/docket-reminders';
import {
  auditLog,
  patentDecisions,
  patentFilings,
  patentOpinions,
  stageMoves,
  submissions,
  timestampTokens,
  users,
} from '../db/schema';
import { sha256Hex } from '../lib/sha256';
import { pdfFile } from '../test/files';
import { jsonOf, sendIdea } from '../test/api-calls';
import { run, unpackBundle } from '../test/unpack-bundle';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { enrolTwoFactor, type TestAuthenticator } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
interface Refusal {
  error: { code: string; message: string; field?: string };
}

let t: TestPortal;
let alice: Client;
let admin: Client;
let reviewer: Client;

const reasoning = 'Claims 1 to 4 read on no prior art found; the marker band is new and useful.';
const title = 'Radiopaque marker on the aspiration catheter tip';

const pipelinePath = (id: string, rest = '') => `/api/pipeline/ideas/${id}${rest}`;
const approve = async (id: string) =>
  jsonOf(
    await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: null },
    }),
  );
const move = (id: string, to: string, from: string | null, reason = 'Ready for the next step.') =>
  admin.request(pipelinePath(id, '/stage'), { json: { to, from, reason } });
const movesOf = async (id: string) =>
  t.db.select().from(stageMoves).where(eq(stageMoves.submissionId, id));

/** An approved idea of Alice's, sent now. */
async function approvedIdea(overrides: object = {}) {
  const id = await sendIdea(alice, { ideaTitle: title, ...overrides });
  await approve(id);
  return id;
}

/** An outside attorney with an account, the counsel role and two-factor sign-in. */
async function counselAccount(email: string) {
  const client = await t.createAccount(email, 'Counsel-Pass-1');
  await t.db.update(users).set({ role: 'counsel' }).where(eq(users.email, email));
  const { authenticator } = await enrolTwoFactor(client, 'Counsel-Pass-1');
  return { client, authenticator };
}

const invite = (id: string, email: string) =>
  admin.request(pipelinePath(id, '/counsel'), { json: { email, name: 'Jane Roe, Esq.' } });

const opine = (
  client: Client,
  id: string,
  authenticator: TestAuthenticator | null,
  body: object = {},
) =>
  client.request(pipelinePath(id, '/opinions'), {
    json: {
      recommendation: 'file_nonprovisional_or_pct',
      reasoning,
      password: 'Counsel-Pass-1',
      code: authenticator?.generate(),
      ...body,
    },
  });

const decide = (id: string, body: object = {}) =>
  admin.request(pipelinePath(id, '/decision'), {
    json: {
      outcome: 'file',
      reason: 'The committee follows counsel.',
      password: 'Admin-Passw0rd!',
      code: t.adminCode(),
      ...body,
    },
  });

let work: string;

const unpack = (response: Response) => unpackBundle(response, work);

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pipeline-'));
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
  reviewer = await t.createAccount('vera@example.com', 'Vera-Pass-1');
  await t.db.update(users).set({ role: 'reviewer' }).where(eq(users.email, 'vera@example.com'));
  await enrolTwoFactor(reviewer, 'Vera-Pass-1');
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('stages', () => {
  it('refuses a pending idea, writing nothing', async () => {
    const id = await sendIdea(alice);
    const body = await jsonOf<Refusal>(await move(id, 'patentability_review', null), 409);
    expect(body.error).toMatchObject({ message: pipelineMessages.notApproved, field: 'to' });
    expect(await movesOf(id)).toEqual([]);
  });

  it('moves an approved idea one stage at a time, recorded, audited and mailed', async () => {
    const id = await approvedIdea();
    let body = await jsonOf<Refusal>(await move(id, 'decision', null), 409);
    expect(body.error.message).toBe(pipelineMessages.stageOrder('Approved', 'Decision'));
    body = await jsonOf<Refusal>(
      await admin.request(pipelinePath(id, '/stage'), {
        json: { to: 'patentability_review', from: null, reason: '  ' },
      }),
      400,
    );
    expect(body.error).toMatchObject({ field: 'reason', message: pipelineMessages.reasonRequired });
    expect(await movesOf(id)).toEqual([]);

    const pipeline = await jsonOf<Pipeline>(
      await move(id, 'patentability_review', null, 'Promising; counsel to review.'),
    );
    expect(pipeline.stage).toBe('patentability_review');
    expect(pipeline.nextStages).toEqual(['decision', 'closed']);
    expect(pipeline.moves).toEqual([
      expect.objectContaining({
        from: null,
        to: 'patentability_review',
        reason: 'Promising; counsel to review.',
      }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pipeline.stage_moved'), eq(auditLog.targetId, id)));
    expect(audit!.details).toEqual({
      from: null,
      to: 'patentability_review',
      reasonSha256: sha256Hex('Promising; counsel to review.'),
    });

    const mail = await t.latestMailTo('alice@example.com', 'is now at');
    expect(mail.subject).toBe(
      `Disclosure ${submissionReference(id)} is now at: Patentability review`,
    );
    expect(mail.text).toContain(`${TEST_APP_URL}/user-dashboard/my-submissions?submission=${id}`);
    expect(mail.text).not.toContain(title);
    expect(mail.text).not.toContain('Promising');

    // A move made from a stage that no longer holds is refused, not applied.
    body = await jsonOf<Refusal>(await move(id, 'decision', null), 409);
    expect(body.error.code).toBe('stage_changed');
    // In the pipeline, the status stays Approved.
    const status = await admin.request(`/api/admin/submissions/${id}/status`, {
      method: 'PATCH',
      json: { status: 'pending', adminNotes: null },
    });
    expect((await jsonOf<Refusal>(status, 409)).error.message).toBe(pipelineMessages.inPipeline);
    expect(await movesOf(id)).toHaveLength(1);
  });

  it('makes one of two moves sent at once', async () => {
    const id = await approvedIdea();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => move(id, 'patentability_review', null)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await movesOf(id)).toHaveLength(1);
  });

  it('refuses Filed without a decision to file and a filing; Closed takes a reason', async () => {
    const id = await approvedIdea();
    await jsonOf(await move(id, 'patentability_review', null));
    await jsonOf(await move(id, 'decision', 'patentability_review'));
    let body = await jsonOf<Refusal>(await move(id, 'filed', 'decision'), 409);
    expect(body.error.message).toBe(pipelineMessages.filedWithoutFileDecision);
    await jsonOf(await decide(id, { waiverReason: 'A continuation of an earlier family.' }), 201);
    body = await jsonOf<Refusal>(await move(id, 'filed', 'decision'), 409);
    expect(body.error.message).toBe(pipelineMessages.filedWithoutFiling);
    const closed = await jsonOf<Pipeline>(await move(id, 'closed', 'decision', 'Abandoned.'));
    expect(closed.stage).toBe('closed');
    expect(closed.nextStages).toEqual([]);
  });

  it('shows on the staff list, filtered and sorted, and on the dashboard', async () => {
    const id = await approvedIdea({ ideaTitle: 'Stage filter idea' });
    await jsonOf(await move(id, 'patentability_review', null));
    const list = await jsonOf<{ submissions: { id: string; stage: string | null }[] }>(
      await admin.request('/api/admin/submissions?stage=patentability_review&sort=stage'),
    );
    expect(list.submissions.map((row) => row.id)).toContain(id);
    expect(list.submissions.every((row) => row.stage === 'patentability_review')).toBe(true);
    const stats = await jsonOf<{ pipeline: { stage: string; count: number }[] }>(
      await admin.request('/api/admin/stats'),
    );
    const review = stats.pipeline.find((row) => row.stage === 'patentability_review');
    const [counted] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(eq(submissions.stage, 'patentability_review'));
    expect(review!.count).toBe(counted!.n);
  });
});

describe('the decision clock', () => {
  it('starts when every inventor has confirmed, and follows the target admins set', async () => {
    await t.createSignedAccount('carol@example.com', 'Carol-Pass-1', 'Dr. Carol Diaz');
    const carol = t.client();
    await carol.signIn('carol@example.com', 'Carol-Pass-1');
    const id = await approvedIdea({
      inventors: {
        submitterShare: 60,
        coInventors: [
          {
            name: 'Dr. Carol Diaz',
            email: 'carol@example.com',
            affiliation: 'Lakeside',
            share: 40,
          },
        ],
      },
    });
    let pipeline = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    expect(pipeline.clock).toMatchObject({ completeAt: null, dueOn: null, daysLeft: null });

    await jsonOf(
      await carol.request(`/api/submissions/${id}/attestation`, {
        json: { decision: 'attest', password: 'Carol-Pass-1' },
      }),
    );
    pipeline = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    const complete = new Date(pipeline.clock.completeAt!);
    const due = new Date(
      Date.UTC(complete.getUTCFullYear(), complete.getUTCMonth(), complete.getUTCDate() + 120),
    );
    expect(pipeline.clock.dueOn).toBe(due.toISOString().slice(0, 10));
    expect(pipeline.clock.daysLeft).toBe(120);

    // The inventors see the stage and the expected date, never more.
    const own = await jsonOf<{ submission: { pipeline: unknown } }>(
      await alice.request(`/api/submissions/${id}`),
    );
    expect(own.submission.pipeline).toEqual({
      stage: null,
      stageChangedAt: null,
      expectedOn: pipeline.clock.dueOn,
    });

    const settings = await jsonOf<{ version: number }>(
      await admin.request('/api/admin/pipeline-settings'),
    );
    const refused = await admin.request('/api/admin/pipeline-settings', {
      method: 'PUT',
      json: { decisionTargetDays: 3, basedOn: settings.version },
    });
    expect((await jsonOf<Refusal>(refused, 400)).error.message).toBe(pipelineMessages.targetDays);
    await jsonOf(
      await admin.request('/api/admin/pipeline-settings', {
        method: 'PUT',
        json: { decisionTargetDays: 20, basedOn: settings.version },
      }),
    );
    pipeline = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    expect(pipeline.clock.daysLeft).toBe(20);
    // Two admins saving from one version at once: one is kept, the other refused.
    const raced = await Promise.all(
      [30, 45].map((days) =>
        admin.request('/api/admin/pipeline-settings', {
          method: 'PUT',
          json: { decisionTargetDays: days, basedOn: settings.version + 1 },
        }),
      ),
    );
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await jsonOf(
      await admin.request('/api/admin/pipeline-settings', {
        method: 'PUT',
        json: { decisionTargetDays: 20, basedOn: settings.version + 2 },
      }),
    );
    const stale = await admin.request('/api/admin/pipeline-settings', {
      method: 'PUT',
      json: { decisionTargetDays: 60, basedOn: settings.version },
    });
    expect((await jsonOf<Refusal>(stale, 409)).error.message).toBe(
      pipelineMessages.settingsChanged,
    );

    // Within 30 days: on the list's filter, and admins are warned once.
    const list = await jsonOf<{ submissions: { id: string; decisionDueOn: string | null }[] }>(
      await admin.request('/api/admin/submissions?decisionDue=30'),
    );
    expect(list.submissions.find((row) => row.id === id)?.decisionDueOn).toBe(pipeline.clock.dueOn);
    const [first, second] = await Promise.all([
      mailDecisionClockWarnings(t.db, TEST_APP_URL),
      mailDecisionClockWarnings(t.db, TEST_APP_URL),
    ]);
    expect(first! + second!).toBeGreaterThanOrEqual(1);
    const mail = await t.latestMailTo('admin@portal.test', submissionReference(id));
    expect(mail.subject).toBe(`Decision due in 20 days: disclosure ${submissionReference(id)}`);
    expect(mail.text).not.toContain(title);
    expect(await mailDecisionClockWarnings(t.db, TEST_APP_URL)).toBe(0);
    await jsonOf(
      await admin.request('/api/admin/pipeline-settings', {
        method: 'PUT',
        json: { decisionTargetDays: 120, basedOn: settings.version + 3 },
      }),
    );
  });
});

describe('outside counsel', () => {
  it('registers an invited address as counsel, who reads the idea only with two factors', async () => {
    const id = await approvedIdea();
    const other = await approvedIdea();
    await jsonOf(await invite(id, 'Lee@LawFirm.example'), 201);
    const mail = await t.latestMailTo('lee@lawfirm.example');
    expect(mail.subject).toBe(`You are invited to review disclosure ${submissionReference(id)}`);
    expect(mail.text).toContain(`${TEST_APP_URL}/register`);
    expect(mail.text).not.toContain(title);

    const lee = await t.createAccount('lee@lawfirm.example', 'Counsel-Pass-1');
    const [account] = await t.db.select().from(users).where(eq(users.email, 'lee@lawfirm.example'));
    expect(account!.role).toBe('counsel');
    const before = await lee.request('/api/pipeline/ideas');
    expect((await jsonOf<Refusal>(before, 403)).error.code).toBe('two_factor_required');

    await enrolTwoFactor(lee, 'Counsel-Pass-1');
    const { ideas } = await jsonOf<{ ideas: PipelineIdea[] }>(
      await lee.request('/api/pipeline/ideas'),
    );
    expect(ideas.map((idea) => idea.submissionId)).toEqual([id]);
    const pipeline = await jsonOf<Pipeline>(await lee.request(pipelinePath(id)));
    expect(pipeline.counsel).toBeUndefined();
    expect(pipeline.may).toEqual({ manage: false, opine: true });
    const disclosure = await jsonOf<{ submission: { ideaTitle: string } }>(
      await lee.request(pipelinePath(id, '/disclosure')),
    );
    expect(disclosure.submission.ideaTitle).toBe(title);
    expect((await lee.request(pipelinePath(id, '/proof'))).status).toBe(200);

    // Everything else is not found, or refused at the door.
    for (const path of [pipelinePath(other), pipelinePath(other, '/disclosure')])
      expect((await lee.request(path)).status).toBe(404);
    for (const path of [
      `/api/admin/submissions/${id}`,
      `/api/admin/submissions/${id}/evaluation`,
      `/api/admin/submissions/${id}/messages`,
      '/api/admin/submissions',
    ])
      expect((await lee.request(path)).status).toBe(403);
    expect((await lee.request(`/api/submissions/${id}/messages`)).status).toBe(404);
    expect((await move(id, 'patentability_review', null)).status).toBe(200);
    expect(
      (
        await lee.request(pipelinePath(id, '/stage'), {
          json: { to: 'decision', from: 'patentability_review', reason: 'x' },
        })
      ).status,
    ).toBe(403);

    // Revoked: the next request is told the idea does not exist.
    const invitations = (await jsonOf<Pipeline>(await admin.request(pipelinePath(id)))).counsel!;
    expect(invitations).toEqual([
      expect.objectContaining({ email: 'lee@lawfirm.example', hasAccount: true }),
    ]);
    await jsonOf(
      await admin.request(pipelinePath(id, `/counsel/${invitations[0]!.id}`), { method: 'DELETE' }),
    );
    expect((await lee.request(pipelinePath(id))).status).toBe(404);
    expect((await lee.request(pipelinePath(id, '/evidence'))).status).toBe(404);
  });

  it('refuses a staff address and an address invited twice, also at once', async () => {
    const id = await approvedIdea();
    const staff = await jsonOf<Refusal>(await invite(id, 'vera@example.com'), 409);
    expect(staff.error).toMatchObject({ message: pipelineMessages.counselIsStaff, field: 'email' });
    const answers = await Promise.all([1, 2, 3].map(() => invite(id, 'pat@lawfirm.example')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('reads only the internal notes an admin shares', async () => {
    const id = await approvedIdea();
    const { client: sam } = await counselAccount('sam@lawfirm.example');
    await jsonOf(await invite(id, 'sam@lawfirm.example'), 201);
    const noteId = randomUUID();
    const messageId = randomUUID();
    await jsonOf(
      await admin.request(`/api/admin/submissions/${id}/messages`, {
        json: { id: noteId, kind: 'note', text: 'Prior art: US 9,999,999 is close.' },
      }),
      201,
    );
    await jsonOf(
      await admin.request(`/api/admin/submissions/${id}/messages`, {
        json: { id: messageId, kind: 'message', text: 'Thank you, Dr. Moreau.' },
      }),
      201,
    );
    expect((await jsonOf<Pipeline>(await sam.request(pipelinePath(id)))).sharedNotes).toEqual([]);
    const refused = await admin.request(pipelinePath(id, `/notes/${messageId}/shared`), {
      method: 'PUT',
      json: {},
    });
    expect((await jsonOf<Refusal>(refused, 409)).error.message).toBe(
      pipelineMessages.notAnInternalNote,
    );
    await jsonOf(
      await admin.request(pipelinePath(id, `/notes/${noteId}/shared`), { method: 'PUT', json: {} }),
    );
    const shared = (await jsonOf<Pipeline>(await sam.request(pipelinePath(id)))).sharedNotes;
    expect(shared.map((note) => note.body)).toEqual(['Prior art: US 9,999,999 is close.']);
    await jsonOf(
      await admin.request(pipelinePath(id, `/notes/${noteId}/shared`), { method: 'DELETE' }),
    );
    expect((await jsonOf<Pipeline>(await sam.request(pipelinePath(id)))).sharedNotes).toEqual([]);
  });
});

describe('the patentability opinion and the decision', () => {
  it('signs an opinion with the password and code asked again; a later one supersedes it', async () => {
    const id = await approvedIdea();
    const { client: kim, authenticator } = await counselAccount('kim@lawfirm.example');
    await jsonOf(await invite(id, 'kim@lawfirm.example'), 201);

    let body = await jsonOf<Refusal>(
      await opine(kim, id, authenticator, { password: 'Wrong-Pass-9' }),
      400,
    );
    expect(body.error.field).toBe('password');
    body = await jsonOf<Refusal>(await opine(kim, id, null), 400);
    expect(body.error.field).toBe('code');
    body = await jsonOf<Refusal>(await opine(kim, id, authenticator, { reasoning: ' ' }), 400);
    expect(body.error.field).toBe('reasoning');
    expect(
      await t.db.select().from(patentOpinions).where(eq(patentOpinions.submissionId, id)),
    ).toEqual([]);

    const file = (
      await jsonOf<{ attachment: { id: string } }>(
        await kim.upload('opinion.pdf', await pdfFile('Opinion exhibit A')),
        201,
      )
    ).attachment;
    const first = await jsonOf<Pipeline>(
      await opine(kim, id, authenticator, { attachmentIds: [file.id] }),
      201,
    );
    const [opinion] = first.opinions;
    expect(opinion).toMatchObject({
      recommendation: 'file_nonprovisional_or_pct',
      reasoning,
      printedName: 'kim@lawfirm.example',
      meaning: opinionMeaning(submissionReference(id), 'file_nonprovisional_or_pct'),
      supersededBy: null,
    });
    const [token] = await t.db
      .select()
      .from(timestampTokens)
      .where(
        and(
          eq(timestampTokens.subjectType, 'patent-opinion'),
          eq(timestampTokens.subjectId, opinion!.id),
        ),
      );
    expect(token!.sha256).toBe(opinion!.sha256);
    expect(token!.document).not.toContain('prior art');
    expect(JSON.parse(token!.document!).reasoningSha256).toBe(sha256Hex(reasoning));
    const download = await admin.request(
      pipelinePath(id, `/opinions/${opinion!.id}/files/${file.id}`),
    );
    expect(download.status).toBe(200);
    // A file on an opinion cannot go on another.
    body = await jsonOf<Refusal>(
      await opine(kim, id, authenticator, { attachmentIds: [file.id] }),
      400,
    );
    expect(body.error.field).toBe('attachmentIds');

    const second = await jsonOf<Pipeline>(
      await opine(kim, id, authenticator, { recommendation: 'file_provisional' }),
      201,
    );
    expect(second.opinions.map((o) => o.supersededBy)).toEqual([second.opinions[1]!.id, null]);

    // The inventor sees none of it.
    const own = await (await alice.request(`/api/submissions/${id}`)).text();
    expect(own).not.toContain(reasoning);
    expect(own).not.toContain('file_provisional');
  });

  it('keeps one opinion in force when counsel and an admin sign at once', async () => {
    const id = await approvedIdea();
    const { client: ada, authenticator } = await counselAccount('ada@lawfirm.example');
    await jsonOf(await invite(id, 'ada@lawfirm.example'), 201);
    const [fromCounsel, fromAdmin] = await Promise.all([
      opine(ada, id, authenticator),
      opine(admin, id, null, {
        recommendation: 'trade_secret',
        password: 'Admin-Passw0rd!',
        code: t.adminCode(),
      }),
    ]);
    expect([fromCounsel.status, fromAdmin.status]).toEqual([201, 201]);
    const { opinions } = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    expect(opinions).toHaveLength(2);
    expect(opinions.filter((opinion) => opinion.supersededBy === null)).toHaveLength(1);
    expect(opinions[0]!.supersededBy).toBe(opinions[1]!.id);
  });

  it('refuses a decision before its stage and without an opinion unless it is waived', async () => {
    const id = await approvedIdea();
    let body = await jsonOf<Refusal>(await decide(id), 409);
    expect(body.error.message).toBe(pipelineMessages.decisionNeedsStage);
    await jsonOf(await move(id, 'patentability_review', null));
    await jsonOf(await move(id, 'decision', 'patentability_review'));
    body = await jsonOf<Refusal>(await decide(id), 409);
    expect(body.error).toMatchObject({
      code: 'opinion_required',
      field: 'waiverReason',
      message: pipelineMessages.opinionRequired,
    });
    body = await jsonOf<Refusal>(
      await decide(id, { waiverReason: 'An improvement within family 12.', code: '000000' }),
      400,
    );
    expect(body.error.field).toBe('code');
    expect((await jsonOf<Pipeline>(await admin.request(pipelinePath(id)))).decision).toBeNull();
  });

  it('records one signed decision on the opinion in force, and no opinion after it', async () => {
    const id = await approvedIdea();
    const { client: max, authenticator } = await counselAccount('max@lawfirm.example');
    await jsonOf(await invite(id, 'max@lawfirm.example'), 201);
    await jsonOf(await move(id, 'patentability_review', null));
    const opined = await jsonOf<Pipeline>(await opine(max, id, authenticator), 201);
    await jsonOf(await move(id, 'decision', 'patentability_review'));

    const body = await jsonOf<Refusal>(await decide(id, { password: 'nope' }), 400);
    expect(body.error.field).toBe('password');
    // Two at once record one (the other is refused: decided, or its code was overtaken).
    const answers = await Promise.all([decide(id), decide(id)]);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(
      await t.db.select().from(patentDecisions).where(eq(patentDecisions.submissionId, id)),
    ).toHaveLength(1);
    expect((await jsonOf<Refusal>(await decide(id), 409)).error.message).toBe(
      pipelineMessages.alreadyDecided,
    );
    const pipeline = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    expect(pipeline.decision).toMatchObject({
      outcome: 'file',
      opinionId: opined.opinions[0]!.id,
      waiverReason: null,
      meaning: decisionMeaning(submissionReference(id), 'file'),
    });
    expect(pipeline.clock.decidedAt).not.toBeNull();
    const [token] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectId, pipeline.decision!.id));
    expect(JSON.parse(token!.document!).opinionManifestSha256).toBe(opined.opinions[0]!.sha256);

    const late = await jsonOf<Refusal>(await opine(max, id, authenticator), 409);
    expect(late.error.message).toBe(pipelineMessages.opinionClosed);
    const own = await jsonOf<{ submission: { pipeline: { expectedOn: string | null } } }>(
      await alice.request(`/api/submissions/${id}`),
    );
    expect(own.submission.pipeline.expectedOn).toBeNull();

    // The bundles list the stages and the signatures: staff's with what was signed, the
    // inventor's by hash alone.
    const staffBundle = await unpack(await admin.request(`/api/admin/submissions/${id}/evidence`));
    const staffPipeline = JSON.parse(
      await readFile(path.join(staffBundle, 'pipeline/pipeline.json'), 'utf8'),
    );
    expect(staffPipeline.decision.meaning).toBe(decisionMeaning(submissionReference(id), 'file'));
    expect(await readFile(path.join(staffBundle, 'pipeline/opinion-1.json'), 'utf8')).toBe(
      (
        await t.db
          .select()
          .from(timestampTokens)
          .where(eq(timestampTokens.subjectId, opined.opinions[0]!.id))
      )[0]!.document,
    );
    const own0 = await unpack(await alice.request(`/api/submissions/${id}/evidence`));
    const ownPipeline = JSON.parse(
      await readFile(path.join(own0, 'pipeline/pipeline.json'), 'utf8'),
    );
    expect(ownPipeline.opinions).toEqual([
      {
        signedAt: expect.any(String),
        manifestSha256: opined.opinions[0]!.sha256,
        superseded: false,
      },
    ]);
    expect(ownPipeline.decision).toEqual({
      decidedAt: expect.any(String),
      manifestSha256: pipeline.decision!.sha256,
    });
    expect(ownPipeline.moves.map((m: { to: string }) => m.to)).toEqual([
      'patentability_review',
      'decision',
    ]);
    await expect(readFile(path.join(own0, 'pipeline/opinion-1.json'))).rejects.toThrow();
    const { stdout } = await run('pdftotext', ['disclosure.pdf', '-'], { cwd: own0 });
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Patent pipeline');
    expect(text).toContain(opined.opinions[0]!.sha256);
    expect(text).not.toContain('non-provisional');
    expect(text).not.toContain(reasoning);
  });
});

describe('filings and the docket', () => {
  const file = (id: string, body: object) =>
    admin.request(pipelinePath(id, '/filings'), {
      json: {
        jurisdiction: 'US',
        type: 'provisional',
        applicationNumber: `63/${Math.floor(Math.random() * 1e6)}`,
        filedOn: new Date().toISOString().slice(0, 10),
        ...body,
      },
    });

  it('records filings after a decision to file, computes their deadlines and exports them', async () => {
    const id = await approvedIdea();
    let body = await jsonOf<Refusal>(await file(id, {}), 409);
    expect(body.error.message).toBe(filingMessages.needsFileDecision);
    await jsonOf(await move(id, 'patentability_review', null));
    await jsonOf(await move(id, 'decision', 'patentability_review'));
    await jsonOf(await decide(id, { waiverReason: 'Counsel opined on the parent family.' }), 201);

    const today = new Date().toISOString().slice(0, 10);
    body = await jsonOf<Refusal>(await file(id, { filedOn: '2020-01-01' }), 400);
    expect(body.error).toMatchObject({
      field: 'filedOn',
      message: filingMessages.beforeDecision(today),
    });
    body = await jsonOf<Refusal>(await file(id, { filedOn: '2999-01-01' }), 400);
    expect(body.error).toMatchObject({ field: 'filedOn', message: filingMessages.future });
    body = await jsonOf<Refusal>(await file(id, { filedOn: '2026-02-30' }), 400);
    expect(body.error.field).toBe('filedOn');
    body = await jsonOf<Refusal>(await file(id, { priorityFilingId: randomUUID() }), 400);
    expect(body.error.field).toBe('priorityFilingId');

    const provisional = await jsonOf<Pipeline>(
      await file(id, { applicationNumber: '63/555,001' }),
      201,
    );
    const priority = provisional.filings[0]!;
    // One number per office, also when it arrives twice at once.
    const twice = await Promise.all(
      [1, 2].map(() =>
        file(id, {
          jurisdiction: 'PCT',
          type: 'pct',
          applicationNumber: 'PCT/US2026/012345',
          priorityFilingId: priority.id,
        }),
      ),
    );
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409]);

    const pipeline = await jsonOf<Pipeline>(await admin.request(pipelinePath(id)));
    const byRule = Object.fromEntries(pipeline.deadlines.map((d) => [d.rule, d]));
    expect(byRule.provisional_conversion).toMatchObject({
      dueOn: addMonths(today, 12),
      state: 'met',
    });
    expect(byRule.pct_national_phase).toMatchObject({
      dueOn: addMonths(today, 30),
      state: 'open',
    });
    expect(byRule.ep_regional_phase!.dueOn).toBe(addMonths(today, 31));

    // Not applicable needs a reason; marks are audited and shown.
    const key = encodeURIComponent(byRule.ep_regional_phase!.key);
    body = await jsonOf<Refusal>(
      await admin.request(pipelinePath(id, `/deadlines/${key}`), {
        method: 'PUT',
        json: { state: 'not_applicable' },
      }),
      400,
    );
    expect(body.error).toMatchObject({ field: 'reason', message: docketMessages.reasonRequired });
    const marked = await jsonOf<Pipeline>(
      await admin.request(pipelinePath(id, `/deadlines/${key}`), {
        method: 'PUT',
        json: { state: 'not_applicable', reason: 'No European protection wanted.' },
      }),
    );
    expect(marked.deadlines.find((d) => d.rule === 'ep_regional_phase')).toMatchObject({
      state: 'not_applicable',
      reason: 'No European protection wanted.',
    });
    expect(
      (
        await admin.request(pipelinePath(id, '/deadlines/no-such-deadline'), {
          method: 'PUT',
          json: { state: 'met' },
        })
      ).status,
    ).toBe(404);

    const csv = await (await admin.request('/api/pipeline/docket.csv')).text();
    expect(csv).toContain(
      `${addMonths(today, 30)},${submissionReference(id)},PCT national phase entry`,
    );
    expect(csv).not.toContain(title);
    const ics = await (await admin.request('/api/pipeline/docket.ics')).text();
    expect(ics).toContain(`PCT national phase entry — disclosure ${submissionReference(id)}`);
    expect(ics).not.toContain('European regional phase entry');

    // Filed, at last; the inventor sees the stage and nothing of the decision.
    const filed = await jsonOf<Pipeline>(await move(id, 'filed', 'decision', 'Filed in the US.'));
    expect(filed.stage).toBe('filed');
    const own = await jsonOf<{ submission: { pipeline: unknown } }>(
      await alice.request(`/api/submissions/${id}`),
    );
    expect(own.submission.pipeline).toMatchObject({ stage: 'filed', expectedOn: null });
  });

  it('reminds admins of an open deadline once, 30 days before it', async () => {
    const id = await approvedIdea();
    // A provisional filed eleven months ago (recorded as an import would): conversion is near.
    const filedOn = addMonths(new Date().toISOString().slice(0, 10), -11);
    await t.db.insert(patentFilings).values({
      submissionId: id,
      jurisdiction: 'US',
      filingType: 'provisional',
      applicationNumber: '63/777,777',
      filedOn,
    });
    const sent = await Promise.all([
      mailDocketReminders(t.db, TEST_APP_URL),
      mailDocketReminders(t.db, TEST_APP_URL),
    ]);
    expect(sent[0]! + sent[1]!).toBeGreaterThanOrEqual(2);
    const mail = await t.latestMailTo('admin@portal.test', 'Provisional conversion');
    expect(mail.subject).toContain(`disclosure ${submissionReference(id)}`);
    expect(mail.text).not.toContain(title);
    expect(await mailDocketReminders(t.db, TEST_APP_URL)).toBe(0);
  });
});
