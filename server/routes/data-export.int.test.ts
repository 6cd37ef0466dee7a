import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionReference } from '#common/submissions';
import { auditLog } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { pdfFile } from '../test/files';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { run, unpackBundle } from '../test/unpack-bundle';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let carol: Client;
let admin: Client;
let work: string;
let sentId: string;
let sketch: Uint8Array;

const exportOf = (client: Client) => client.request('/api/account/data/export');
const readJson = async <T>(folder: string, file: string) =>
  JSON.parse(await readFile(path.join(folder, file), 'utf8')) as T;

beforeAll(async () => {
  t = await startTestPortal();
  work = await mkdtemp(path.join(tmpdir(), 'data-export-test-'));
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  carol = await t.createSignedAccount('carol@example.com', 'Carol-Pass-1', 'Dr. Carol Nguyen');
  admin = await t.signInAdmin();
  sketch = await pdfFile('Marker band drawing');
  const upload = await jsonOf<{ attachment: { id: string } }>(
    await alice.upload('sketch.pdf', sketch),
    201,
  );
  sentId = await sendIdea(alice, {
    ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
    ideaDescription: 'A marker band 2 mm from the tip.',
    attachmentId: upload.attachment.id,
    inventors: {
      submitterShare: 60,
      coInventors: [
        {
          name: 'Dr. Carol Nguyen',
          email: 'carol@example.com',
          affiliation: 'Lakeside',
          share: 40,
        },
      ],
    },
  });
  await sendIdea(alice, { status: 'draft', ideaTitle: 'Half an idea' });
  const staffSays = (kind: string, text: string) =>
    admin.request(`/api/admin/submissions/${sentId}/messages`, {
      json: { id: randomUUID(), kind, text },
    });
  expect((await staffSays('request', 'Which alloy is the band?')).status).toBe(201);
  expect((await staffSays('note', 'Internal: compare with the 2019 patent')).status).toBe(201);
  const attested = await carol.request(`/api/submissions/${sentId}/attestation`, {
    json: { decision: 'attest', password: 'Carol-Pass-1' },
  });
  expect(attested.status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('Download my data', () => {
  let folder: string;

  it('is a ZIP of everything about the person, every file listed with its hash', async () => {
    const response = await exportOf(alice);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    folder = await unpackBundle(response, work, 'my-data-');
    // Every file but the summaries is listed, and each one's hash holds.
    await run('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: folder });
    const manifest = await readJson<{
      kind: string;
      person: { email: string };
      files: { path: string }[];
      missing: string[];
    }>(folder, 'manifest.json');
    expect(manifest).toMatchObject({
      kind: 'personal-data-export',
      person: { email: 'alice@example.com' },
      missing: [],
    });
    expect(manifest.files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'audit-entries.json']),
    );
  });

  it('holds the profile, both ideas with the file as uploaded, and the shared messages only', async () => {
    const profile = await readJson<{ account: { email: string }; profile: { fullName: string } }>(
      folder,
      'profile.json',
    );
    expect(profile.account.email).toBe('alice@example.com');
    expect(profile.profile.fullName).toBe('Dr. Alice Moreau');

    const ideas = await readdir(path.join(folder, 'ideas'));
    expect(ideas).toHaveLength(2);
    const sent = path.join(folder, 'ideas', submissionReference(sentId));
    const idea = await readJson<{ title: string; status: string; coInventors: object[] }>(
      sent,
      'idea.json',
    );
    expect(idea).toMatchObject({
      title: 'Radiopaque marker on the aspiration catheter tip',
      status: 'pending',
      coInventors: [{ email: 'carol@example.com', share: 40, response: 'attested' }],
    });
    expect(new Uint8Array(await readFile(path.join(sent, 'files', 'sketch.pdf')))).toEqual(sketch);
    const messages = await readFile(path.join(sent, 'messages.json'), 'utf8');
    expect(messages).toContain('Which alloy is the band?');
    expect(messages).not.toContain('2019 patent');
    const drafts = await Promise.all(
      ideas.map((name) =>
        readJson<{ status: string }>(path.join(folder, 'ideas', name), 'idea.json'),
      ),
    );
    expect(drafts.map((draft) => draft.status).sort()).toEqual(['draft', 'pending']);
  });

  it('holds the signed agreement and only the audit entries of their own actions', async () => {
    const agreements = await readJson<{ status: string; document: string }[]>(
      folder,
      'agreements/agreements.json',
    );
    expect(agreements).toMatchObject([{ status: 'signed' }]);
    const pdf = await readFile(path.join(folder, agreements[0]!.document));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const entries = await readJson<{ action: string; actor_email: string }[]>(
      folder,
      'audit-entries.json',
    );
    expect(entries.map((entry) => entry.action)).toContain('agreement.signed');
    expect(new Set(entries.map((entry) => entry.actor_email))).toEqual(
      new Set(['alice@example.com']),
    );
    expect(await readFile(path.join(folder, 'audit-entries.json'), 'utf8')).not.toContain(
      TEST_ADMIN.email,
    );
  });

  it("gives a co-inventor the ideas that list them and their attestation, not the idea's files", async () => {
    const theirs = await unpackBundle(await exportOf(carol), work, 'my-data-');
    const listed = await readJson<
      { idea: { reference: string }; response: string; meaning: string }[]
    >(theirs, 'co-inventor-of.json');
    expect(listed).toMatchObject([
      { idea: { reference: submissionReference(sentId) }, response: 'attested' },
    ]);
    expect(listed[0]!.meaning).toContain('Attested as co-inventor, 40%');
    expect(await readdir(theirs)).not.toContain('ideas');
  });

  it("holds the person's own contact messages, not one a visitor sent in their name", async () => {
    const send = (client: Client, message: string) =>
      client.request('/api/contact', {
        json: { name: 'Alice', email: 'alice@example.com', subject: 'Catheter tip', message },
      });
    expect((await send(alice, 'A question about my idea, from my account.')).status).toBe(201);
    expect((await send(t.client(), 'Written by someone else in her name.')).status).toBe(201);
    const mine = await unpackBundle(await exportOf(alice), work, 'my-data-');
    const messages = await readFile(path.join(mine, 'contact-messages.json'), 'utf8');
    expect(messages).toContain('from my account');
    expect(messages).not.toContain('someone else');
  });

  it('is audited with what it held', async () => {
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'account.data_exported'),
          eq(auditLog.actorEmail, 'alice@example.com'),
        ),
      );
    expect(entry).toMatchObject({ targetType: 'user', details: { ideas: 2, files: 1 } });
  });

  it('is for signed-in people only, and a few an hour', async () => {
    expect((await exportOf(t.client())).status).toBe(401);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await exportOf(carol)).status);
    expect(answers).toContain(429);
    expect(answers.filter((status) => status === 200)).toHaveLength(9);
  });
});
