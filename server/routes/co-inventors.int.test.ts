import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attestationMeaning, confirmedLabel, inventorMessages } from '#common/co-inventors';
import { submissionReference } from '#common/submissions';
import { mailAttestationReminders } from '../jobs/attestation-reminders';
import { auditLog, coInventors, submissions, timestampTokens } from '../db/schema';
import { sha256Hex } from '../lib/sha256';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_APP_URL, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;

const title = 'Radiopaque marker on the aspiration catheter tip';
const inventors = (...others: { email: string; share: number; name?: string }[]) => ({
  submitterShare: 100 - others.reduce((sum, other) => sum + other.share, 0),
  coInventors: others.map((other) => ({
    name: other.name ?? 'Dr. Co Inventor',
    email: other.email,
    affiliation: 'Lakeside University Hospital',
    share: other.share,
  })),
});

interface Refusal {
  error: { code: string; message: string; field?: string };
}

const submissionCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(submissions))[0]!.n;

/** Creates an idea (a draft by default) as the client; resolves to the API's answer. */
async function create(client: Client, body: object) {
  return client.request('/api/submissions', {
    json: { id: randomUUID(), status: 'draft', ideaTitle: title, ideaDescription: 'x', ...body },
  });
}

const attest = (client: Client, id: string, body: object) =>
  client.request(`/api/submissions/${id}/attestation`, { json: body });

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

describe('listing co-inventors', () => {
  it('refuses shares that do not make 100%, naming the field, and writes nothing', async () => {
    const before = await submissionCount();
    const response = await create(alice, {
      status: 'pending',
      inventors: {
        submitterShare: 50,
        coInventors: [inventors({ email: 'x@example.com', share: 30 }).coInventors[0]],
      },
    });
    const body = await jsonOf<Refusal>(response, 400);
    expect(body.error.field).toBe('inventors.submitterShare');
    expect(body.error.message).toBe(inventorMessages.sharesNot100(80));
    expect(await submissionCount()).toBe(before);
  });

  it('refuses an address listed twice, the submitter’s own, and two leads', async () => {
    const twice = inventors(
      { email: 'x@example.com', share: 10 },
      { email: 'X@example.com ', share: 10 },
    );
    let body = await jsonOf<Refusal>(await create(alice, { inventors: twice }), 400);
    expect(body.error).toMatchObject({
      field: 'inventors.coInventors.1.email',
      message: inventorMessages.emailTwice,
    });

    body = await jsonOf<Refusal>(
      await create(alice, { inventors: inventors({ email: 'alice@example.com', share: 10 }) }),
      400,
    );
    expect(body.error).toMatchObject({
      field: 'inventors.coInventors.0.email',
      message: inventorMessages.ownEmail,
    });

    const leads = inventors({ email: 'x@example.com', share: 10 });
    body = await jsonOf<Refusal>(
      await create(alice, {
        inventors: {
          ...leads,
          submitterLead: true,
          coInventors: [{ ...leads.coInventors[0], lead: true }],
        },
      }),
      400,
    );
    expect(body.error).toMatchObject({
      field: 'inventors.coInventors.0.lead',
      message: inventorMessages.oneLead,
    });
  });
});

describe('saves of one draft at once', () => {
  it('apply one of two saves made from the same version, and refuse the other with 409', async () => {
    const created = await create(alice, {
      inventors: inventors({ email: 'gail@example.com', share: 30 }),
    });
    const { submission } = await jsonOf<{ submission: { id: string; version: number } }>(
      created,
      201,
    );
    const save = (text: string) =>
      alice.request(`/api/submissions/${submission.id}`, {
        method: 'PATCH',
        json: { ideaTitle: title, ideaDescription: text, version: submission.version },
      });
    const both = await Promise.all([save('First.'), save('Second.')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row!.version).toBe(submission.version + 1);
  });
});

describe('a co-inventor without an account', () => {
  let draftId: string;
  let carol: Client;

  it('is invited by mail with a link and no idea text, registers, and reads the draft', async () => {
    const response = await create(alice, {
      inventors: inventors({ email: 'Carol@Example.com', share: 40, name: 'Dr. Carol Nguyen' }),
    });
    const { submission } = await jsonOf<{
      submission: {
        id: string;
        inventorCount: number;
        inventors: { coInventors: { email: string; share: number }[] };
      };
    }>(response, 201);
    draftId = submission.id;
    expect(submission.inventorCount).toBe(2);
    expect(submission.inventors.coInventors).toMatchObject([
      { email: 'carol@example.com', share: 40 },
    ]);

    const mail = await t.latestMailTo('carol@example.com');
    expect(mail.subject).toContain('Dr. Alice Moreau listed you as a co-inventor');
    expect(mail.text).toContain(
      `${TEST_APP_URL}/user-dashboard/co-inventions?submission=${draftId}`,
    );
    expect(mail.text).toContain(`${TEST_APP_URL}/register`);
    expect(mail.text).not.toContain(title);
    expect(mail.text).not.toContain('Radiopaque');

    carol = await t.createAccount('carol@example.com', 'Carol-Pass-1');
    const { coInventions } = await jsonOf<{
      coInventions: { submissionId: string; share: number; status: string }[];
    }>(await carol.request('/api/co-inventions'));
    expect(coInventions).toMatchObject([{ submissionId: draftId, share: 40, status: 'draft' }]);
    const read = await jsonOf<{ submission: { ideaTitle: string } }>(
      await carol.request(`/api/submissions/${draftId}`),
    );
    expect(read.submission.ideaTitle).toBe(title);
    // Not in their own list: it is Alice's idea.
    const own = await jsonOf<{ submissions: unknown[] }>(await carol.request('/api/submissions'));
    expect(own.submissions).toEqual([]);
  });

  it('edits the draft; a save from an older version is refused with 409 and changes nothing', async () => {
    const { submission: before } = await jsonOf<{ submission: { version: number } }>(
      await alice.request(`/api/submissions/${draftId}`),
    );
    const carolSave = await carol.request(`/api/submissions/${draftId}`, {
      method: 'PATCH',
      json: {
        ideaTitle: title,
        ideaDescription: 'Carol adds the marker width: 1 mm.',
        version: before.version,
      },
    });
    const saved = await jsonOf<{ submission: { version: number; ideaDescription: string } }>(
      carolSave,
    );
    expect(saved.submission.version).toBe(before.version + 1);

    const stale = await alice.request(`/api/submissions/${draftId}`, {
      method: 'PATCH',
      json: { ideaTitle: title, ideaDescription: 'Alice overwrites.', version: before.version },
    });
    expect((await jsonOf<Refusal>(stale, 409)).error).toMatchObject({
      code: 'stale_draft',
      message: inventorMessages.staleDraft,
    });
    const { submission: now } = await jsonOf<{ submission: { ideaDescription: string } }>(
      await alice.request(`/api/submissions/${draftId}`),
    );
    expect(now.ideaDescription).toBe('Carol adds the marker width: 1 mm.');
  });

  it('may not change the inventors, send or delete the draft', async () => {
    const relist = await carol.request(`/api/submissions/${draftId}`, {
      method: 'PATCH',
      json: { ideaTitle: title, inventors: inventors({ email: 'carol@example.com', share: 90 }) },
    });
    expect((await jsonOf<Refusal>(relist, 403)).error.field).toBe('inventors');
    const send = await carol.request(`/api/submissions/${draftId}/submit`, { method: 'POST' });
    expect((await jsonOf<Refusal>(send, 403)).error.message).toBe(
      'Only the inventor who started this draft can send it.',
    );
    expect((await carol.request(`/api/submissions/${draftId}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const [row] = await t.db
      .select()
      .from(coInventors)
      .where(eq(coInventors.submissionId, draftId));
    expect(row!.share).toBe(40);
  });

  it('is asked to attest once the idea is sent, which shows 1 of 2 confirmed', async () => {
    const sent = await alice.request(`/api/submissions/${draftId}/submit`, { method: 'POST' });
    const { submission } = await jsonOf<{
      submission: { inventorCount: number; confirmedCount: number };
    }>(sent);
    expect(confirmedLabel(submission.confirmedCount, submission.inventorCount)).toBe(
      '1 of 2 inventors confirmed',
    );
    const mail = await t.latestMailTo('carol@example.com', 'Please confirm your part');
    expect(mail.subject).toBe(
      `Please confirm your part in disclosure ${submissionReference(draftId)}`,
    );
    expect(mail.text).not.toContain(title);
    const list = await jsonOf<{
      submissions: { id: string; inventorCount: number; confirmedCount: number }[];
    }>(await admin.request('/api/admin/submissions'));
    expect(list.submissions.find((row) => row.id === draftId)).toMatchObject({
      inventorCount: 2,
      confirmedCount: 1,
    });
  });

  it('must sign the agreement before attesting', async () => {
    const response = await attest(carol, draftId, { decision: 'attest', password: 'Carol-Pass-1' });
    expect((await jsonOf<Refusal>(response, 409)).error).toMatchObject({
      code: 'agreement_required',
      message: inventorMessages.agreementFirst,
    });
  });

  it('attests with their password, asked again: a wrong one is refused and records nothing', async () => {
    await t.signAgreement(
      carol,
      'Carol-Pass-1',
      'Dr. Carol Nguyen',
      'Interventional neuroradiologist',
    );
    const wrong = await attest(carol, draftId, {
      decision: 'attest',
      password: 'not-her-password',
    });
    expect((await jsonOf<Refusal>(wrong, 400)).error).toMatchObject({
      code: 'wrong_password',
      field: 'password',
    });
    const missing = await attest(carol, draftId, { decision: 'attest' });
    expect((await jsonOf<Refusal>(missing, 400)).error.field).toBe('password');
    const [unanswered] = await t.db
      .select()
      .from(coInventors)
      .where(eq(coInventors.submissionId, draftId));
    expect(unanswered!.response).toBeNull();

    // Sent twice at once: one attestation, one refusal.
    const both = await Promise.all([
      attest(carol, draftId, { decision: 'attest', password: 'Carol-Pass-1' }),
      attest(carol, draftId, { decision: 'attest', password: 'Carol-Pass-1' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);

    const { submission } = await jsonOf<{
      submission: {
        confirmedCount: number;
        inventorCount: number;
        inventors: {
          coInventors: {
            response: string;
            printedName: string;
            meaning: string;
            manifestSha256: string;
          }[];
        };
      };
    }>(await alice.request(`/api/submissions/${draftId}`));
    expect(confirmedLabel(submission.confirmedCount, submission.inventorCount)).toBe(
      '2 of 2 inventors confirmed',
    );
    const [answer] = submission.inventors.coInventors;
    expect(answer).toMatchObject({
      response: 'attested',
      printedName: 'Dr. Carol Nguyen',
      meaning: attestationMeaning(submissionReference(draftId), 40),
    });

    const [row] = await t.db
      .select()
      .from(coInventors)
      .where(eq(coInventors.submissionId, draftId));
    const [token] = await t.db
      .select()
      .from(timestampTokens)
      .where(
        and(
          eq(timestampTokens.subjectType, 'inventor-attestation'),
          eq(timestampTokens.subjectId, row!.id),
        ),
      );
    const [disclosure] = await t.db
      .select()
      .from(timestampTokens)
      .where(
        and(
          eq(timestampTokens.subjectType, 'submission-manifest'),
          eq(timestampTokens.subjectId, draftId),
        ),
      );
    expect(sha256Hex(token!.document!)).toBe(answer!.manifestSha256);
    const manifest = JSON.parse(token!.document!) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      type: 'inventor-attestation-manifest',
      disclosureManifestSha256: disclosure!.sha256,
      share: 40,
      signer: { printedName: 'Dr. Carol Nguyen', email: 'carol@example.com' },
    });
    // The disclosure's manifest names its inventors, as the attestation is about them.
    expect(JSON.parse(disclosure!.document!).inventors).toMatchObject({
      submitter: { share: 60 },
      coInventors: [{ email: 'carol@example.com', share: 40 }],
    });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'co_inventor.attested'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({
      share: 40,
      manifestSha256: answer!.manifestSha256,
    });
  });

  it('reads the conversation and writes in it, but never staff’s internal notes', async () => {
    await admin.request(`/api/admin/submissions/${draftId}/messages`, {
      json: { id: randomUUID(), kind: 'note', text: 'Internal: check against the 2019 patent.' },
    });
    await admin.request(`/api/admin/submissions/${draftId}/messages`, {
      json: { id: randomUUID(), kind: 'message', text: 'Thank you both.' },
    });
    const posted = await carol.request(`/api/submissions/${draftId}/messages`, {
      json: { id: randomUUID(), text: 'The band is platinum-iridium.' },
    });
    expect(posted.status).toBe(201);
    const thread = await carol.request(`/api/submissions/${draftId}/messages`);
    const text = await thread.text();
    expect(thread.status).toBe(200);
    expect(text).toContain('Thank you both.');
    expect(text).toContain('platinum-iridium');
    expect(text).not.toContain('2019 patent');
    expect((await carol.request(`/api/submissions/${draftId}/proof`)).status).toBe(200);
    expect((await carol.request(`/api/submissions/${draftId}/evidence`)).status).toBe(200);
  });

  it('reads nothing of another idea', async () => {
    const other = await sendIdea(alice);
    for (const path of ['', '/messages', '/attachment', '/evidence', '/proof'])
      expect((await carol.request(`/api/submissions/${other}${path}`)).status).toBe(404);
    expect(
      (await attest(carol, other, { decision: 'attest', password: 'Carol-Pass-1' })).status,
    ).toBe(404);
    const edit = await carol.request(`/api/submissions/${other}`, {
      method: 'PATCH',
      json: { ideaTitle: 'x' },
    });
    expect(edit.status).toBe(404);
    expect((await carol.request(`/api/admin/submissions/${draftId}`)).status).toBe(403);
  });
});

describe('disputes, two-factor and staff corrections', () => {
  let ideaId: string;
  let dave: Client;
  let erin: Client;
  let erinAuthenticator: Awaited<ReturnType<typeof enrolTwoFactor>>['authenticator'];

  beforeAll(async () => {
    dave = await t.createSignedAccount('dave@example.com', 'Dave-Pass-1', 'Dave Okafor');
    erin = await t.createSignedAccount('erin@example.com', 'Erin-Pass-1', 'Erin Walsh');
    erinAuthenticator = (await enrolTwoFactor(erin, 'Erin-Pass-1')).authenticator;
    ideaId = await sendIdea(alice, {
      inventors: inventors(
        { email: 'dave@example.com', share: 20 },
        { email: 'erin@example.com', share: 20 },
        { email: 'frank@exmaple.com', share: 10 },
      ),
    });
  });

  it('lets a co-inventor dispute their share, with a comment only staff see', async () => {
    const noShare = await attest(dave, ideaId, {
      decision: 'dispute',
      password: 'Dave-Pass-1',
      reason: 'different_share',
      comment: 'I built the prototype.',
    });
    expect((await jsonOf<Refusal>(noShare, 400)).error.field).toBe('claimedShare');
    const disputed = await attest(dave, ideaId, {
      decision: 'dispute',
      password: 'Dave-Pass-1',
      reason: 'different_share',
      claimedShare: 35,
      comment: 'I built the prototype.',
    });
    expect(disputed.status).toBe(200);
    const inventor = await jsonOf<{
      submission: { confirmedCount: number; inventors: { coInventors: Record<string, unknown>[] } };
    }>(await alice.request(`/api/submissions/${ideaId}`));
    expect(inventor.submission.confirmedCount).toBe(1);
    expect(inventor.submission.inventors.coInventors[0]).toMatchObject({
      response: 'disputed',
      claimedShare: 35,
    });
    expect(inventor.submission.inventors.coInventors[0]).not.toHaveProperty('disputeComment');
    const staff = await jsonOf<{ inventors: { coInventors: Record<string, unknown>[] } }>(
      await admin.request(`/api/admin/submissions/${ideaId}`),
    );
    expect(staff.inventors.coInventors[0]).toMatchObject({
      disputeReason: 'different_share',
      disputeComment: 'I built the prototype.',
    });
    const notice = await t.latestMailTo('staff@portal.test', 'disputes');
    expect(notice.text).toContain('My share is different');
    expect(notice.text).not.toContain('prototype');
  });

  it('asks a person with two-factor sign-in for a code too', async () => {
    const noCode = await attest(erin, ideaId, { decision: 'attest', password: 'Erin-Pass-1' });
    expect((await jsonOf<Refusal>(noCode, 400)).error).toMatchObject({
      code: 'wrong_code',
      field: 'code',
    });
    const badCode = await attest(erin, ideaId, {
      decision: 'attest',
      password: 'Erin-Pass-1',
      code: '000000',
    });
    expect((await jsonOf<Refusal>(badCode, 400)).error.field).toBe('code');
    const signed = await attest(erin, ideaId, {
      decision: 'attest',
      password: 'Erin-Pass-1',
      code: erinAuthenticator.generate(),
    });
    expect(signed.status).toBe(200);
  });

  it('reminds who has not answered after 3 and 7 days, each reminder once', async () => {
    const ago = (days: number) =>
      t.db
        .update(coInventors)
        .set({ attestRequestedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(coInventors.submissionId, ideaId));
    await ago(2);
    expect(await mailAttestationReminders(t.db, TEST_APP_URL)).toBe(0);
    await ago(4);
    const runs = await Promise.all([
      mailAttestationReminders(t.db, TEST_APP_URL),
      mailAttestationReminders(t.db, TEST_APP_URL),
    ]);
    // Only frank has not answered: one reminder, from one of the two runs.
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailAttestationReminders(t.db, TEST_APP_URL)).toBe(0);
    const first = await t.latestMailTo('frank@exmaple.com', 'Reminder');
    expect(first.subject).toContain(submissionReference(ideaId));
    await ago(8);
    expect(await mailAttestationReminders(t.db, TEST_APP_URL)).toBe(1);
    expect(await mailAttestationReminders(t.db, TEST_APP_URL)).toBe(0);
  });

  it('lets staff correct an address, which moves the access, audited', async () => {
    const [frank] = await t.db
      .select()
      .from(coInventors)
      .where(and(eq(coInventors.submissionId, ideaId), eq(coInventors.email, 'frank@exmaple.com')));
    const path = `/api/admin/submissions/${ideaId}/co-inventors/${frank!.id}`;
    const bad = await admin.request(path, { method: 'PATCH', json: { email: 'not an address' } });
    expect((await jsonOf<Refusal>(bad, 400)).error.field).toBe('email');
    const taken = await admin.request(path, {
      method: 'PATCH',
      json: { email: 'dave@example.com' },
    });
    expect((await jsonOf<Refusal>(taken, 409)).error.field).toBe('email');

    const fixed = await admin.request(path, {
      method: 'PATCH',
      json: { email: 'frank@example.com' },
    });
    expect(fixed.status).toBe(200);
    const mail = await t.latestMailTo('frank@example.com', 'Please confirm');
    expect(mail.text).toContain(`co-inventions?submission=${ideaId}`);
    const frankClient = await t.createSignedAccount(
      'frank@example.com',
      'Frank-Pass-1',
      'Frank Ito',
    );
    expect((await frankClient.request(`/api/submissions/${ideaId}`)).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'co_inventor.address_corrected'));
    expect(entry!.details).toMatchObject({ from: 'frank@exmaple.com', to: 'frank@example.com' });

    const resent = await admin.request(`${path}/invitation`, { method: 'POST' });
    expect(resent.status).toBe(200);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'co_inventor.invitation_resent')),
    ).toHaveLength(1);

    // Dave answered: his address is his signature's, and stays.
    const [daveRow] = await t.db
      .select()
      .from(coInventors)
      .where(and(eq(coInventors.submissionId, ideaId), eq(coInventors.email, 'dave@example.com')));
    const answered = await admin.request(
      `/api/admin/submissions/${ideaId}/co-inventors/${daveRow!.id}`,
      {
        method: 'PATCH',
        json: { email: 'dave2@example.com' },
      },
    );
    expect((await jsonOf<Refusal>(answered, 409)).error.code).toBe('already_answered');
    // Another idea's co-inventor is not this idea's.
    const elsewhere = await admin.request(
      `/api/admin/submissions/${await sendIdea(alice)}/co-inventors/${frank!.id}`,
      {
        method: 'PATCH',
        json: { email: 'frank3@example.com' },
      },
    );
    expect(elsewhere.status).toBe(404);
  });
});
