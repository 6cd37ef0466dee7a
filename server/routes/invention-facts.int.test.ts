import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  factMessages,
  factRequirementsChanged,
  noFacts,
  todaysDates,
} from '#common/invention-facts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditLog, factRequirementVersions, submissions, timestampTokens } from '../db/schema';
import { canonicalJson } from '../lib/canonical-json';
import { sha256Hex } from '../lib/sha256';
import { startTestPortal, type TestPortal } from '../test/portal';

const run = promisify(execFile);
type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind');
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const facts = {
  problem: 'Aspiration catheters lose position in tortuous anatomy.',
  advantages: 'Visible under fluoroscopy without contrast.',
  priorArt: 'US 9,999,999 (marker bands on guide catheters)\nhttps://example.org/paper',
  developmentStage: 'bench_prototype',
  conceivedOn: '2026-03-14',
  publicDisclosures: [
    {
      timing: 'prior',
      type: 'poster_or_abstract',
      date: '2026-06-02',
      where: 'SNIS annual meeting',
      link: 'https://example.org/abstract',
    },
    { timing: 'planned', type: 'talk', date: '2099-03-10', where: 'LINNC Paris' },
  ],
  funding: [{ type: 'grant', name: 'NIH R01 NS000000' }],
  employer: 'Lakeside University Hospital',
  employerIpPolicy: 'unsure',
};
/** The facts as every answer gives them back: a link left out is none. */
const answered = {
  ...facts,
  publicDisclosures: [facts.publicDisclosures[0], { ...facts.publicDisclosures[1], link: null }],
};

const idea = (overrides: object = {}) => ({
  id: randomUUID(),
  status: 'pending',
  ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
  ideaDescription: 'A marker band 2 mm from the tip would show its position under fluoroscopy.',
  ...overrides,
});
const create = (client: Client, body: object) => client.request('/api/submissions', { json: body });
const factsOf = async (id: string) =>
  (
    await t.db.select({ facts: submissions.facts }).from(submissions).where(eq(submissions.id, id))
  )[0]?.facts;

describe('the facts of an invention', () => {
  it('are kept with a sent idea, and given back to its inventor and to staff', async () => {
    const body = idea({ facts });
    const response = await create(alice, body);
    expect(response.status).toBe(201);
    expect((await response.json()).submission.facts).toEqual(answered);

    const own = await (await alice.request('/api/submissions')).json();
    expect(own.submissions.find((s: { id: string }) => s.id === body.id).facts).toEqual(answered);
    const mine = await (await alice.request(`/api/submissions/${body.id}`)).json();
    expect(mine.submission.facts).toEqual(answered);

    const staff = await (await admin.request(`/api/admin/submissions/${body.id}`)).json();
    expect(staff.facts).toEqual(answered);
  });

  /** The staff notice of the idea of that title (the queue may send notices out of order). */
  const staffNoticeAbout = async (title: string) => {
    await t.portal.worker.flush();
    const [notice] = t.sink.to('staff@portal.test').filter((mail) => mail.text?.includes(title));
    if (!notice) throw new Error(`no staff notice of "${title}"`);
    return notice;
  };

  it("tell staff the idea's earliest open bar date when it is sent, and no more of them", async () => {
    const inDays = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const talk = inDays(30);
    const body = idea({
      ideaTitle: 'Marker band with a planned talk',
      facts: {
        publicDisclosures: [
          { timing: 'planned', type: 'talk', date: talk, where: 'Confidential Congress' },
        ],
      },
    });
    await create(alice, body);
    const notice = await staffNoticeAbout('Marker band with a planned talk');
    const day = new Date(`${talk}T00:00:00Z`).toLocaleDateString('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    expect(notice.text).toContain(
      `Its earliest bar date is ${day}, for Europe (EPC), set by a planned public disclosure. A guide for your patent counsel, not legal advice.`,
    );
    expect(notice.text).not.toContain('Confidential Congress');

    // Without a disclosure, nothing is said of bar dates.
    await create(alice, idea({ ideaTitle: 'Marker band without disclosures' }));
    const plain = await staffNoticeAbout('Marker band without disclosures');
    expect(plain.text).not.toContain('bar date');
  });

  it('read as not given on an idea sent without them', async () => {
    const body = idea();
    expect((await (await create(alice, body)).json()).submission.facts).toEqual(noFacts);
    const staff = await (await admin.request(`/api/admin/submissions/${body.id}`)).json();
    expect(staff.facts).toEqual(noFacts);
  });

  it('read as not given where an older idea kept none', async () => {
    const body = idea();
    await create(alice, body);
    // As migration 0030 left every idea sent before it.
    await t.db.update(submissions).set({ facts: {} }).where(eq(submissions.id, body.id));
    const mine = await (await alice.request(`/api/submissions/${body.id}`)).json();
    expect(mine.submission.facts).toEqual(noFacts);
  });

  it('are saved on a draft, replaced as a whole, and kept when a save leaves them out', async () => {
    const draft = idea({ status: 'draft', facts });
    expect((await create(alice, draft)).status).toBe(201);
    const patch = (body: object) =>
      alice.request(`/api/submissions/${draft.id}`, { method: 'PATCH', json: body });

    const changed = { ...facts, problem: 'Catheters kink.', publicDisclosures: [], funding: [] };
    const saved = await patch({ ideaTitle: draft.ideaTitle, facts: changed });
    expect(saved.status).toBe(200);
    expect((await saved.json()).submission.facts).toEqual(changed);

    // A page from before the facts were asked saves the title and text alone.
    const older = await patch({ ideaTitle: 'A new title', ideaDescription: 'New text.' });
    expect((await older.json()).submission.facts).toEqual(changed);

    const sent = await alice.request(`/api/submissions/${draft.id}/submit`, { method: 'POST' });
    expect(sent.status).toBe(200);
    expect((await sent.json()).submission.facts).toEqual(changed);
  });

  it('are in the staff export, one column each, lists in one cell', async () => {
    const body = idea({ ideaTitle: 'Marker band for the CSV', facts });
    await create(alice, body);
    const csv = await (
      await admin.request('/api/admin/submissions/export.csv?q=Marker%20band%20for%20the%20CSV')
    ).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toMatch(
      /,Description,Problem,Advantages,Prior Art,Stage of Development,Conceived On,Public Disclosures,Funding and Collaborators,Employer or Institution,Employer IP Policy May Apply,Status,/,
    );
    expect(row).toContain(body.id);
    // The facts from the stage on, then the status; a cell with a comma is quoted.
    expect(row).toMatch(
      /,Bench prototype,2026-03-14,"Made: Poster or abstract, 2026-06-02, SNIS annual meeting \(https:\/\/example\.org\/abstract\); Planned: Talk, 2099-03-10, LINNC Paris",Grant: NIH R01 NS000000,Lakeside University Hospital,Not sure,Pending,/,
    );
    expect(row).toContain(
      '"US 9,999,999 (marker bands on guide catheters)\nhttps://example.org/paper"',
    );
  });

  it('are left out of an evidence bundle whose manifest was timestamped before it hashed them', async () => {
    const body = idea({ facts });
    await create(alice, body);
    // A manifest of version 1, queued before facts were asked: it vouches for no facts.json.
    const [stored] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectId, body.id));
    const { factsSha256, ...older } = JSON.parse(stored!.document!);
    expect(factsSha256).toMatch(/^[0-9a-f]{64}$/);
    const document = canonicalJson({ ...older, version: 1 });
    await t.db
      .update(timestampTokens)
      .set({ document, sha256: sha256Hex(document) })
      .where(eq(timestampTokens.id, stored!.id));

    const work = await mkdtemp(path.join(tmpdir(), 'facts-bundle-'));
    const zip = path.join(work, 'bundle.zip');
    await writeFile(
      zip,
      new Uint8Array(
        await (await alice.request(`/api/submissions/${body.id}/evidence`)).arrayBuffer(),
      ),
    );
    const { stdout: names } = await run('unzip', ['-Z1', zip]);
    expect(names).toContain('/submission/title.txt\n');
    expect(names).not.toContain('facts.json');
    const { stdout: verify } = await run('unzip', ['-p', zip, `evidence-${body.id}/VERIFY.txt`]);
    await rm(work, { recursive: true, force: true });
    expect(verify).toContain('sha256sum submission/title.txt submission/description.txt\n');
    expect(verify).not.toContain('facts.json');
  });

  it('are not shown to another inventor', async () => {
    const body = idea({ facts });
    await create(alice, body);
    expect((await bob.request(`/api/submissions/${body.id}`)).status).toBe(404);
    const list = await (await bob.request('/api/submissions')).json();
    expect(JSON.stringify(list)).not.toContain('Lakeside University Hospital');
  });
});

describe('a fact that is not right', () => {
  const { latest, earliest } = todaysDates();
  const dayAfter = (date: string, days: number) =>
    new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

  const refusals: [string, object, string, string][] = [
    [
      'a conception date in the future',
      { conceivedOn: dayAfter(latest, 1) },
      'facts.conceivedOn',
      factMessages.conceivedInFuture,
    ],
    [
      'a date that is no date',
      { conceivedOn: '14/03/2026' },
      'facts.conceivedOn',
      factMessages.date,
    ],
    [
      'a disclosure already made, dated tomorrow everywhere',
      { publicDisclosures: [{ ...facts.publicDisclosures[0], date: dayAfter(latest, 1) }] },
      'facts.publicDisclosures.0.date',
      factMessages.priorInFuture,
    ],
    [
      'a date of a year no one means',
      { conceivedOn: '0024-05-01' },
      'facts.conceivedOn',
      factMessages.date,
    ],
    [
      'a link holding a control character',
      { publicDisclosures: [{ ...facts.publicDisclosures[0], link: 'https://a.example/\u0000x' }] },
      'facts.publicDisclosures.0.link',
      'Link contains characters that are not allowed.',
    ],
    [
      'a disclosure without its place',
      { publicDisclosures: [{ ...facts.publicDisclosures[0], where: '  ' }] },
      'facts.publicDisclosures.0.where',
      factMessages.whereRequired,
    ],
    [
      'a link a browser would run',
      { publicDisclosures: [{ ...facts.publicDisclosures[0], link: 'javascript:alert(1)' }] },
      'facts.publicDisclosures.0.link',
      factMessages.link,
    ],
    [
      'an unknown kind of disclosure',
      { publicDisclosures: [{ ...facts.publicDisclosures[0], type: 'rumour' }] },
      'facts.publicDisclosures.0.type',
      'Choose the kind of disclosure.',
    ],
    [
      'an unknown stage',
      { developmentStage: 'phase_3' },
      'facts.developmentStage',
      'Choose a stage of development.',
    ],
    [
      'a funder without a name',
      { funding: [{ type: 'company', name: '' }] },
      'facts.funding.0.name',
      factMessages.nameRequired,
    ],
    [
      'more funders than may be listed',
      { funding: Array.from({ length: 21 }, (_, i) => ({ type: 'grant', name: `Grant ${i}` })) },
      'facts.funding',
      factMessages.tooMany,
    ],
    [
      'a control character in the problem',
      { problem: 'Kinks\u0000' },
      'facts.problem',
      'The problem contains characters that are not allowed.',
    ],
    [
      'a problem too long',
      { problem: 'x'.repeat(5_001) },
      'facts.problem',
      'The problem must be at most 5000 characters.',
    ],
  ];

  it.each(refusals)(
    '%s is refused with 400 on its field, and nothing is written',
    async (_, fact, field, message) => {
      const body = idea({ facts: { ...facts, ...fact } });
      const response = await create(alice, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({ field, message });
      expect(await factsOf(body.id)).toBeUndefined();
    },
  );

  it('on a draft is refused and the draft keeps what it had', async () => {
    const draft = idea({ status: 'draft', facts });
    await create(alice, draft);
    const response = await alice.request(`/api/submissions/${draft.id}`, {
      method: 'PATCH',
      json: { ideaTitle: 'Changed', facts: { ...facts, conceivedOn: dayAfter(latest, 1) } },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe('facts.conceivedOn');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, draft.id));
    expect(row).toMatchObject({ ideaTitle: draft.ideaTitle, facts: { conceivedOn: '2026-03-14' } });
  });

  it('accepts the edge days: conceived today, a talk planned for today, anywhere on Earth', async () => {
    const body = idea({
      facts: {
        conceivedOn: latest,
        publicDisclosures: [
          { timing: 'prior', type: 'talk', date: latest, where: 'Grand rounds' },
          { timing: 'planned', type: 'talk', date: earliest, where: 'Grand rounds' },
          // Planned, and its day has passed while the idea waited in the browser's queue.
          { timing: 'planned', type: 'talk', date: dayAfter(earliest, -3), where: 'Journal club' },
        ],
      },
    });
    expect((await create(alice, body)).status).toBe(201);
  });
});

describe('facts admins require before an idea is sent', () => {
  const requirements = (client: Client) => client.request('/api/admin/fact-requirements');
  const currentVersion = async () =>
    ((await (await requirements(admin)).json()) as { version: number }).version;
  /** A save from the page as it shows the newest version (or the one given). */
  const requireOnly = async (required: string[], basedOn?: number) =>
    admin.request('/api/admin/fact-requirements', {
      method: 'PUT',
      json: { basedOn: basedOn ?? (await currentVersion()), required },
    });
  const versions = async () => (await t.db.select().from(factRequirementVersions)).length;
  afterAll(() => requireOnly([]));

  it('are none at first, and every signed-in person may read them', async () => {
    expect(await (await requirements(admin)).json()).toMatchObject({ version: 1, required: [] });
    const forTheForm = await alice.request('/api/fact-requirements');
    expect(await forTheForm.json()).toMatchObject({ version: 1, required: [] });
  });

  it('are saved as a new version, audited; saving the same again makes none', async () => {
    const saved = await requireOnly(['developmentStage', 'problem']);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      version: 2,
      required: ['developmentStage', 'problem'],
    });
    expect(await (await requireOnly(['problem', 'developmentStage'])).json()).toMatchObject({
      version: 2,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'fact_requirements.saved'));
    expect(entry).toMatchObject({
      actorEmail: 'admin@portal.test',
      details: { version: 2, required: ['developmentStage', 'problem'] },
    });
    const forTheForm = await (await bob.request('/api/fact-requirements')).json();
    expect(forTheForm.required).toEqual(['developmentStage', 'problem']);
  });

  it('refuses a fact it does not know, or one chosen twice, and writes nothing', async () => {
    const before = await versions();
    const basedOn = await currentVersion();
    for (const required of [['problem', 'colour'], ['problem', 'problem'], 'problem']) {
      const response = await admin.request('/api/admin/fact-requirements', {
        method: 'PUT',
        json: { basedOn, required },
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.field).toMatch(/^required/);
    }
    expect(await versions()).toBe(before);
  });

  it('refuse to send an idea without them, on the first one missing; a draft is kept', async () => {
    await requireOnly(['problem', 'developmentStage']);
    const bare = idea();
    const refused = await create(alice, bare);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toEqual({
      code: 'invalid_input',
      message: 'The problem it solves is required before the idea is sent.',
      field: 'facts.problem',
      requestId: expect.any(String),
    });
    expect(await factsOf(bare.id)).toBeUndefined();

    const halfway = await create(alice, idea({ facts: { problem: 'Kinks' } }));
    expect((await halfway.json()).error.field).toBe('facts.developmentStage');

    const draft = idea({ status: 'draft', facts: { problem: 'Kinks' } });
    expect((await create(alice, draft)).status).toBe(201);
    const send = () => alice.request(`/api/submissions/${draft.id}/submit`, { method: 'POST' });
    const notYet = await send();
    expect(notYet.status).toBe(400);
    expect((await notYet.json()).error.field).toBe('facts.developmentStage');
    const [kept] = await t.db.select().from(submissions).where(eq(submissions.id, draft.id));
    expect(kept).toMatchObject({ status: 'draft', submittedAt: null });

    await alice.request(`/api/submissions/${draft.id}`, {
      method: 'PATCH',
      json: {
        ideaTitle: draft.ideaTitle,
        ideaDescription: draft.ideaDescription,
        facts: { problem: 'Kinks', developmentStage: 'concept' },
      },
    });
    expect((await send()).status).toBe(200);
    const given = idea({ facts: { problem: 'Kinks', developmentStage: 'clinical' } });
    expect((await create(alice, given)).status).toBe(201);
  });

  it('saved by two admins from the same version at once: one is kept, the other refused', async () => {
    const before = await currentVersion();
    const [a, b] = await Promise.all([
      requireOnly(['employer'], before),
      requireOnly(['funding'], before),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = (a.status === 409 ? a : b).json();
    expect((await refused).error.message).toBe(factRequirementsChanged);
    expect(await currentVersion()).toBe(before + 1);
    // The refused choice, saved again from the newest version, is kept.
    expect((await requireOnly(a.status === 409 ? ['employer'] : ['funding'])).status).toBe(200);
    expect(await currentVersion()).toBe(before + 2);
  });
});
