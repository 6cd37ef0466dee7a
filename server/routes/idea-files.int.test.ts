import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaFileMessages } from '#common/attachments';
import { attachments, auditLog, submissionFiles, submissions } from '../db/schema';
import { removeIfUnused } from '../services/attachments/index';
import { jsonOf } from '../test/api-calls';
import { largeFile, pdfFile } from '../test/files';
import { startTestPortal, type TestPortal } from '../test/portal';

// An idea's several files (ADR 39): up to 10, 50 MB in all, each on one idea, each hashed in
// the manifest, in the bundle and the PDF, each downloaded on its own by whoever reads the idea.

type Client = ReturnType<TestPortal['client']>;
interface Uploaded {
  id: string;
  name: string;
}
interface FileRecord {
  id: string;
  name: string;
  size: number;
  sha256: string;
}
interface Refusal {
  error: { code: string; message: string; field?: string };
}

const run = promisify(execFile);
const MB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let work: string;

beforeAll(async () => {
  t = await startTestPortal();
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1');
  admin = await t.signInAdmin();
  work = await mkdtemp(path.join(os.tmpdir(), 'idea-files-'));
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

async function upload(client: Client, name: string, bytes: Uint8Array): Promise<Uploaded> {
  return (await jsonOf<{ attachment: Uploaded }>(await client.upload(name, bytes), 201)).attachment;
}

/** `count` distinct small PDFs, uploaded by the client: their ids and bytes, in order. */
async function pdfs(client: Client, count: number, stem = 'page') {
  const files: { id: string; bytes: Uint8Array }[] = [];
  for (let n = 1; n <= count; n++) {
    const bytes = await pdfFile(`${stem} ${n} of ${count}, ${randomUUID()}`);
    files.push({ id: (await upload(client, `${stem}-${n}.pdf`, bytes)).id, bytes });
  }
  return files;
}

const create = (client: Client, body: object) =>
  client.request('/api/submissions', {
    json: {
      id: randomUUID(),
      status: 'draft',
      ideaTitle: 'Coil delivery with a steerable microcatheter',
      ideaDescription: 'A detachable coil pusher whose tip bends under a pull wire.',
      ...body,
    },
  });
const change = (client: Client, id: string, body: object) =>
  client.request(`/api/submissions/${id}`, {
    method: 'PATCH',
    json: { ideaTitle: 'Coil delivery with a steerable microcatheter', ...body },
  });

const filesOn = async (submissionId: string) =>
  t.db
    .select({ id: submissionFiles.attachmentId })
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, submissionId))
    .orderBy(submissionFiles.position);
const count = async (table: typeof submissions | typeof submissionFiles) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('an idea with several files', () => {
  it('takes ten, lists them in order with their hashes, and each downloads on its own', async () => {
    const files = await pdfs(alice, 10);
    const { submission } = await jsonOf<{
      submission: { id: string; attachments: FileRecord[]; fileCount: number };
    }>(await create(alice, { status: 'pending', attachmentIds: files.map((f) => f.id) }), 201);
    expect(submission.fileCount).toBe(10);
    expect(submission.attachments.map((file) => file.id)).toEqual(files.map((f) => f.id));
    expect(submission.attachments.map((file) => file.sha256)).toEqual(
      files.map((f) => sha256(f.bytes)),
    );

    for (const file of [files[0]!, files[9]!]) {
      for (const reader of [alice, admin]) {
        const download = await reader.request(
          `/api/submissions/${submission.id}/attachments/${file.id}`,
        );
        expect(download.status).toBe(200);
        expect(new Uint8Array(await download.arrayBuffer())).toEqual(file.bytes);
      }
    }
    // Staff's downloads are audited, file by file.
    const audited = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'attachment.downloaded'));
    expect(audited.map((row) => (row.details as { attachmentId: string }).attachmentId)).toEqual(
      expect.arrayContaining([files[0]!.id, files[9]!.id]),
    );
    // Someone else reads nothing of it, and a file is reached only through its own idea.
    expect(
      (await bob.request(`/api/submissions/${submission.id}/attachments/${files[0]!.id}`)).status,
    ).toBe(404);
    const bobsIdea = (await jsonOf<{ submission: { id: string } }>(await create(bob, {}), 201))
      .submission.id;
    expect(
      (await admin.request(`/api/submissions/${bobsIdea}/attachments/${files[0]!.id}`)).status,
    ).toBe(404);
    expect((await alice.request(`/api/submissions/${submission.id}/attachments/x`)).status).toBe(
      404,
    );
  });

  it('refuses an eleventh, naming the field, and writes nothing', async () => {
    const files = await pdfs(alice, 11, 'eleven');
    const [ideas, onIdeas] = [await count(submissions), await count(submissionFiles)];
    const refused = await create(alice, { attachmentIds: files.map((f) => f.id) });
    expect(refused.status).toBe(400);
    const { error } = (await refused.json()) as Refusal;
    expect(error.message).toBe(ideaFileMessages.tooMany);
    expect(error.field).toBe('attachmentIds');
    expect([await count(submissions), await count(submissionFiles)]).toEqual([ideas, onIdeas]);
  });

  it(
    'refuses more than 50 MB in all, saying how much, and writes nothing',
    { timeout: 90_000 },
    async () => {
      const big: string[] = [];
      for (let n = 1; n <= 6; n++)
        big.push((await upload(alice, `scan-${n}.pdf`, largeFile(9 * MB))).id);
      const before = await count(submissions);
      const refused = await create(alice, { status: 'pending', attachmentIds: big });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: {
          code: 'files_too_large',
          message: ideaFileMessages.tooLarge(54 * MB),
          field: 'attachmentIds',
          requestId: expect.any(String),
        },
      });
      expect(ideaFileMessages.tooLarge(54 * MB)).toContain('54 MB');
      expect(await count(submissions)).toBe(before);

      // Five of them (45 MB) fit; a sixth added to the draft does not, and the draft keeps five.
      const { submission } = await jsonOf<{ submission: { id: string; fileCount: number } }>(
        await create(alice, { attachmentIds: big.slice(0, 5) }),
        201,
      );
      expect(submission.fileCount).toBe(5);
      const more = await change(alice, submission.id, { attachmentIds: big });
      expect(more.status).toBe(400);
      expect(((await more.json()) as Refusal).error.code).toBe('files_too_large');
      expect(await filesOn(submission.id)).toEqual(big.slice(0, 5).map((id) => ({ id })));
    },
  );

  it('replaces a draft’s files as given: order kept, a file taken off deleted with its bytes', async () => {
    const [a, b, c] = await pdfs(alice, 3, 'draft');
    const { submission } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { attachmentIds: [a!.id, b!.id] }),
      201,
    );
    const [bRow] = await t.db.select().from(attachments).where(eq(attachments.id, b!.id));
    const changed = await jsonOf<{
      submission: { attachments: FileRecord[]; attachmentName: string };
    }>(await change(alice, submission.id, { attachmentIds: [c!.id, a!.id] }));
    expect(changed.submission.attachments.map((file) => file.id)).toEqual([c!.id, a!.id]);
    expect(changed.submission.attachmentName).toBe('draft-3.pdf');
    expect(await t.db.select().from(attachments).where(eq(attachments.id, b!.id))).toHaveLength(0);
    expect(await t.portal.storage.get(bRow!.storageKey)).toBeNull();
    // Left out, the files stay; an empty list takes them all off.
    await jsonOf(await change(alice, submission.id, { ideaDescription: 'Now with a longer tip.' }));
    expect(await filesOn(submission.id)).toHaveLength(2);
    const emptied = await jsonOf<{ submission: { fileCount: number; attachmentName: null } }>(
      await change(alice, submission.id, { attachmentIds: [] }),
    );
    expect(emptied.submission).toMatchObject({ fileCount: 0, attachmentName: null });
  });

  it('still takes one file as attachmentId, for a client of one file', async () => {
    const [one] = await pdfs(alice, 1, 'single');
    const { submission } = await jsonOf<{
      submission: { id: string; attachmentId: string; attachments: FileRecord[] };
    }>(await create(alice, { attachmentId: one!.id }), 201);
    expect(submission.attachmentId).toBe(one!.id);
    expect(submission.attachments).toHaveLength(1);
    const first = await alice.request(`/api/submissions/${submission.id}/attachment`);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(one!.bytes);
  });

  it('tells someone using another’s idea id nothing of that idea’s files', async () => {
    const [mine] = await pdfs(alice, 1, 'mine');
    const { submission } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { attachmentIds: [mine!.id] }),
      201,
    );
    const big = (await upload(bob, 'padding.pdf', largeFile(9 * MB))).id;
    for (const attachmentIds of [[mine!.id], [mine!.id, big, big]]) {
      const refused = await create(bob, {
        id: submission.id,
        attachmentIds: [...new Set(attachmentIds)],
      });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Refusal).error.code).toBe('invalid_attachment');
    }
    expect(await filesOn(submission.id)).toEqual([{ id: mine!.id }]);
  });

  it('refuses another’s file, or one listed twice, naming the field', async () => {
    const [bobs] = await pdfs(bob, 1, 'bobs');
    const [own] = await pdfs(alice, 1, 'own');
    for (const [ids, code] of [
      [[own!.id, bobs!.id], 'invalid_attachment'],
      [[own!.id, own!.id], 'invalid_input'],
    ] as const) {
      const refused = await create(alice, { attachmentIds: ids });
      expect(refused.status).toBe(400);
      const { error } = (await refused.json()) as Refusal;
      expect(error.code).toBe(code);
      expect(error.field).toBe('attachmentIds');
    }
    expect(
      await t.db.select().from(submissionFiles).where(eq(submissionFiles.attachmentId, own!.id)),
    ).toHaveLength(0);
  });
});

describe('a co-inventor and the files', () => {
  it('reads and downloads each file of the idea that lists them, and of no other', async () => {
    const carol = await t.createSignedAccount('carol@example.com', 'Carol-Pass-1');
    const [drawing] = await pdfs(alice, 1, 'drawing');
    const listed = {
      submitterShare: 60,
      coInventors: [
        { name: 'Dr. Carol Lin', email: 'carol@example.com', affiliation: 'Lakeside', share: 40 },
      ],
    };
    const { submission } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { status: 'pending', attachmentIds: [drawing!.id], inventors: listed }),
      201,
    );
    const download = await carol.request(
      `/api/submissions/${submission.id}/attachments/${drawing!.id}`,
    );
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(drawing!.bytes);

    const [other] = await pdfs(alice, 1, 'other');
    const { submission: notListed } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { status: 'pending', attachmentIds: [other!.id] }),
      201,
    );
    for (const path of [
      `/api/submissions/${notListed.id}/attachments/${other!.id}`,
      `/api/submissions/${notListed.id}/attachment`,
      `/api/submissions/${submission.id}/attachments/${other!.id}`,
    ])
      expect((await carol.request(path)).status, path).toBe(404);
  });
});

describe('a public disclosure’s file', () => {
  const talk = (fileId: string) => ({
    publicDisclosures: [
      { timing: 'planned', type: 'talk', date: '2099-03-10', where: 'LINNC Paris', fileId },
    ],
  });

  it('is one of the idea’s own files, or the idea is refused with the field named', async () => {
    const [slides, abstract] = await pdfs(alice, 2, 'slides');
    const refused = await create(alice, { attachmentIds: [abstract!.id], facts: talk(slides!.id) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).error).toMatchObject({
      message: ideaFileMessages.notOnIdea,
      field: 'facts.publicDisclosures.0.fileId',
    });
    const { submission } = await jsonOf<{
      submission: { id: string; facts: { publicDisclosures: { fileId: string }[] } };
    }>(
      await create(alice, { attachmentIds: [slides!.id, abstract!.id], facts: talk(slides!.id) }),
      201,
    );
    expect(submission.facts.publicDisclosures[0]!.fileId).toBe(slides!.id);
    // Taking the file off the draft while a disclosure names it is refused too.
    const takenOff = await change(alice, submission.id, { attachmentIds: [abstract!.id] });
    expect(takenOff.status).toBe(400);
    expect(await filesOn(submission.id)).toHaveLength(2);
  });
});

describe('files at once', () => {
  it('one file put on two ideas at once lands on one of them', async () => {
    const [shared] = await pdfs(alice, 1, 'raced');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(alice, { attachmentIds: [shared!.id] })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(
      await t.db.select().from(submissionFiles).where(eq(submissionFiles.attachmentId, shared!.id)),
    ).toHaveLength(1);
  });

  it('changes of one draft at once each leave a whole set within the limits', async () => {
    const { submission } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, {}),
      201,
    );
    const sets: string[][] = [];
    for (let n = 0; n < 4; n++) sets.push((await pdfs(alice, 3, `set-${n}`)).map((f) => f.id));
    const answers = await Promise.all(
      sets.map((set) => change(alice, submission.id, { attachmentIds: set })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const on = (await filesOn(submission.id)).map((row) => row.id);
    expect(sets).toContainEqual(on);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect(row!.fileCount).toBe(3);
    // The sets that lost were taken off and deleted; none is left behind on no idea.
    const others = sets.flat().filter((id) => !on.includes(id));
    expect(
      await t.db.select().from(attachments).where(inArray(attachments.id, others)),
    ).toHaveLength(0);
  });
});

describe('a file taken off a draft', () => {
  it('is deleted only if nothing took it in the meantime', async () => {
    const [kept, dropped] = await pdfs(alice, 2, 'taken');
    const { submission: draft } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { attachmentIds: [kept!.id] }),
      201,
    );
    const { submission: other } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { attachmentIds: [dropped!.id] }),
      201,
    );
    // Off the draft, and onto another idea before the deletion after the change ran.
    await t.db.delete(submissionFiles).where(eq(submissionFiles.submissionId, draft.id));
    await t.db
      .insert(submissionFiles)
      .values({ submissionId: other.id, attachmentId: kept!.id, position: 1 });
    const deps = { db: t.db, storage: t.portal.storage };
    expect(await removeIfUnused(deps, kept!.id)).toBe(false);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, kept!.id));
    expect(await t.portal.storage.get(row!.storageKey)).not.toBeNull();
    // Free, it goes with its bytes.
    await t.db.delete(submissionFiles).where(eq(submissionFiles.attachmentId, kept!.id));
    expect(await removeIfUnused(deps, kept!.id)).toBe(true);
    expect(await t.portal.storage.get(row!.storageKey)).toBeNull();
  });
});

describe('the proof of an idea with several files', () => {
  it('hashes each file in the manifest, and the bundle holds and checks each', async () => {
    const files = await pdfs(alice, 3, 'evidence');
    const facts = {
      publicDisclosures: [
        {
          timing: 'planned',
          type: 'talk',
          date: '2099-03-10',
          where: 'LINNC',
          fileId: files[1]!.id,
        },
      ],
    };
    const { submission } = await jsonOf<{ submission: { id: string } }>(
      await create(alice, { status: 'pending', attachmentIds: files.map((f) => f.id), facts }),
      201,
    );
    const bundle = await alice.request(`/api/submissions/${submission.id}/evidence`);
    expect(bundle.status).toBe(200);
    const dir = await mkdtemp(path.join(work, 'bundle-'));
    await writeFile(path.join(dir, 'e.zip'), new Uint8Array(await bundle.arrayBuffer()));
    await run('unzip', ['-q', 'e.zip'], { cwd: dir });
    const folder = path.join(dir, `evidence-${submission.id}`);
    const manifest = JSON.parse(
      await readFile(path.join(folder, 'submission-manifest.json'), 'utf8'),
    );
    expect(manifest.version).toBe(4);
    expect(manifest.attachments).toEqual(
      files.map((file, n) => ({
        name: `evidence-${n + 1}.pdf`,
        sizeBytes: file.bytes.byteLength,
        sha256: sha256(file.bytes),
      })),
    );
    for (const [n, file] of files.entries()) {
      expect(
        new Uint8Array(await readFile(path.join(folder, `attachments/evidence-${n + 1}.pdf`))),
      ).toEqual(file.bytes);
    }
    await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder });
    const { stdout } = await run('pdftotext', ['disclosure.pdf', '-'], { cwd: folder });
    expect(stdout).toContain('Attachments (3)');
    // The talk names the file that shows it.
    expect(stdout).toContain('LINNC, file: evidence-2.pdf');
    for (const file of files) expect(stdout.replace(/\s+/g, '')).toContain(sha256(file.bytes));
    const verify = await readFile(path.join(folder, 'VERIFY.txt'), 'utf8');
    for (let n = 1; n <= 3; n++) expect(verify).toContain(`attachments/evidence-${n}.pdf`);
  });
});
