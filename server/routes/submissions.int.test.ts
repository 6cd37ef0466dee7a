import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubmissionSchema } from '#common/submissions';
import type { Db } from '../db/client';
import {
  attachments,
  auditLog,
  submissionFiles,
  submissions,
  mailOutbox,
  users,
} from '../db/schema';
import { removeOrphanAttachments, storeAttachment } from '../services/attachments/attachments';
import type { Actor } from '#server/core/actor';
import { createSubmission } from '../services/submissions/create-submission';
import type { SubmissionDeps } from '../services/submissions/deps';
import { updateDraft } from '../services/submissions/update-draft';
import { exeFile, largeFile, pdfFile } from '../test/files';
import { officeFile, zipBombDocx } from '../test/office-files';
import { startTestPortal, type TestPortal } from '../test/portal';
import { withoutRequestId } from '../test/api-calls';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
    'Interventional Neuroradiologist',
  );
  bob = await t.createSignedAccount(
    'bob@example.com',
    'Bob-Pass-1',
    'Bob Lind',
    'Biomedical Engineer',
  );
  admin = await t.signInAdmin();
  pdf = await pdfFile();
});
afterAll(() => t.close());

const idea = (overrides: object = {}) => ({
  id: randomUUID(),
  status: 'pending',
  ideaTitle: '  Radiopaque marker on the aspiration catheter tip ',
  ideaDescription: ' A marker band 2 mm from the tip would show its position under fluoroscopy. ',
  ...overrides,
});
const create = (client: Client, body: object) => client.request('/api/submissions', { json: body });
const upload = async (client: Client, name = 'sketch.pdf', bytes: Uint8Array = pdf) => {
  const response = await client.upload(name, bytes);
  expect(response.status).toBe(201);
  return (await response.json()).attachment as { id: string; name: string; contentType: string };
};
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const rowOf = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0];

describe('attachments', () => {
  it('accepts a PDF, typed from its bytes', async () => {
    const attachment = await upload(alice, 'idea.pdf');
    expect(attachment).toMatchObject({ name: 'idea.pdf', contentType: 'application/pdf' });
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row).toMatchObject({ sizeBytes: pdf.byteLength, sha256: sha256(pdf) });
    expect(await t.portal.storage.get(row!.storageKey)).toMatchObject({ size: pdf.byteLength });
  });

  it('keeps no row when its file cannot be stored', async () => {
    const before = (await t.db.select().from(attachments)).length;
    const storage = {
      ...t.portal.storage,
      put: () => Promise.reject(new Error('disk full')),
    };
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    await expect(
      storeAttachment({ db: t.db, storage }, owner!.id, {
        fileName: 'idea.pdf',
        bytes: Buffer.from(pdf),
      }),
    ).rejects.toThrow('disk full');
    expect(await t.db.select().from(attachments)).toHaveLength(before);
  });

  it('refuses an executable named .pdf, keeping nothing', async () => {
    const before = (await t.db.select().from(attachments)).length;
    const response = await alice.upload('harmless.pdf', exeFile());
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: {
        code: 'unsupported_type',
        message: 'File type not supported. Please upload a document or image file.',
        field: 'attachment',
        requestId: expect.any(String),
      },
    });
    expect(await t.db.select().from(attachments)).toHaveLength(before);
  });

  it('accepts genuine Word, Excel and PowerPoint files', async () => {
    for (const kind of ['docx', 'xlsx', 'pptx'] as const) {
      const attachment = await upload(alice, `idea.${kind}`, officeFile(kind));
      expect(attachment.contentType).toMatch(/^application\/vnd\.openxmlformats-officedocument\./);
    }
  });

  it('refuses a Word file that inflates to a gigabyte, keeping nothing', async () => {
    const before = (await t.db.select().from(attachments)).length;
    for (const bomb of [zipBombDocx(), zipBombDocx({ declaredSize: 4_000 })]) {
      const response = await alice.upload('review.docx', bomb);
      expect(response.status).toBe(415);
      expect((await response.json()).error).toEqual({
        code: 'unsupported_type',
        message: 'File type not supported. Please upload a document or image file.',
        field: 'attachment',
        requestId: expect.any(String),
      });
    }
    expect(await t.db.select().from(attachments)).toHaveLength(before);
  });

  it('refuses a file over 10 MB, keeping nothing', async () => {
    const before = (await t.db.select().from(attachments)).length;
    const response = await alice.upload('scan.pdf', largeFile(11 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({
      message: 'File size exceeds 10MB limit',
      field: 'attachment',
    });
    expect(await t.db.select().from(attachments)).toHaveLength(before);
  });

  it('accepts exactly 10 MB', async () => {
    const response = await alice.upload('big.pdf', largeFile(10 * 1024 * 1024));
    expect(response.status).toBe(201);
  });

  it('holds a file sent without its length to the same 10 MB', async () => {
    const before = (await t.db.select().from(attachments)).length;
    const over = await alice.upload('scan.pdf', largeFile(11 * 1024 * 1024), { chunked: true });
    expect(over.status).toBe(413);
    expect((await over.json()).error.message).toBe('File size exceeds 10MB limit');
    expect(await t.db.select().from(attachments)).toHaveLength(before);
    const within = await alice.upload('big.pdf', largeFile(10 * 1024 * 1024), { chunked: true });
    expect(within.status).toBe(201);
  });

  it('refuses a body longer than the length it declared, keeping nothing', async () => {
    const before = (await t.db.select().from(attachments)).length;
    const response = await alice.request('/api/attachments', {
      body: largeFile(11 * 1024 * 1024),
      headers: { 'x-file-name': 'scan.pdf', 'content-length': '1000' },
    });
    expect(response.status).toBe(413);
    expect(await t.db.select().from(attachments)).toHaveLength(before);
  });

  it('needs a signed-in user and the portal’s origin', async () => {
    expect((await t.client().upload('x.pdf', pdf)).status).toBe(401);
    const foreign = await alice.request('/api/attachments', {
      body: pdf,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('sending an idea', () => {
  let sent: { id: string; attachmentId: string };

  it('stores it trimmed, stamped with the session email and the signed agreement', async () => {
    const attachment = await upload(alice);
    const body = idea({
      attachmentId: attachment.id,
      email: 'spoofed@example.com',
      userId: 'someone',
      status: 'pending',
    });
    const response = await create(alice, body);
    expect(response.status).toBe(201);
    const { submission } = await response.json();
    expect(submission).toMatchObject({
      id: body.id,
      status: 'pending',
      email: 'alice@example.com',
      fullName: 'Dr. Alice Moreau',
      jobTitle: 'Interventional Neuroradiologist',
      ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
      ideaDescription: 'A marker band 2 mm from the tip would show its position under fluoroscopy.',
      attachmentName: 'sketch.pdf',
    });
    expect(submission.agreementId).toMatch(/^[0-9a-f-]{36}$/);
    sent = { id: body.id, attachmentId: attachment.id };
  });

  it('tells staff and gives the submitter a receipt with the hash of what was sent', async () => {
    const staff = await t.latestMailTo('staff@portal.test', 'New idea submitted');
    expect(staff.subject).toBe('New idea submitted (Innovation Portal)');
    expect(staff.text).toContain(`http://portal.test/admin/submissions/${sent.id}`);
    const receipt = await t.latestMailTo('alice@example.com', 'We received your idea');
    expect(receipt.subject).toBe(
      'We received your idea: Radiopaque marker on the aspiration catheter tip',
    );
    expect(receipt.text).toContain(`Reference: ${sent.id.slice(0, 8)}`);
    expect(receipt.text).toMatch(/SHA-256 of the submission manifest: [0-9a-f]{64}\n/);
    expect(receipt.text).toMatch(/Received: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
  });

  it('treats the same idea sent again as the same submission (no duplicate, no second mail)', async () => {
    const mails = (await t.db.select().from(mailOutbox)).length;
    const again = await create(alice, idea({ id: sent.id, attachmentId: sent.attachmentId }));
    expect(again.status).toBe(200);
    expect((await again.json()).submission).toMatchObject({
      id: sent.id,
      ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
      attachmentName: 'sketch.pdf',
    });
    expect(await t.db.select().from(submissions).where(eq(submissions.id, sent.id))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mails);
  });

  it('answers a retry changed on the way with the first result, changing nothing', async () => {
    // The browser lost the first answer; its stored file was uploaded anew, or was gone and the
    // idea goes without it.
    const reuploaded = await upload(alice, 'sketch.pdf');
    for (const body of [
      idea({ id: sent.id, attachmentId: reuploaded.id }),
      idea({ id: sent.id, ideaTitle: 'Changed title' }),
    ]) {
      const again = await create(alice, body);
      expect(again.status).toBe(200);
      expect((await again.json()).submission).toMatchObject({
        id: sent.id,
        attachmentId: sent.attachmentId,
        ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
      });
    }
  });

  // Someone else's id gets one refusal, saying nothing of its owner or content.
  const idInUse = {
    error: {
      code: 'conflict',
      message: 'This submission id is already in use. Please start a new submission.',
      requestId: expect.any(String),
    },
  };

  it('refuses another user’s id with one answer, revealing nothing of it', async () => {
    const mails = (await t.db.select().from(mailOutbox)).length;
    // Even the very idea its owner sent, with a file of bob's own.
    for (const body of [
      idea({ id: sent.id }),
      idea({ id: sent.id, attachmentId: (await upload(bob)).id }),
    ]) {
      const response = await create(bob, body);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual(idInUse);
    }
    expect(await rowOf(sent.id)).toMatchObject({
      email: 'alice@example.com',
      ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
    });
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mails);
  });

  it('checks a create on a taken id as any new idea: without an agreement that comes first', async () => {
    const carol = await t.createAccount('carol-no-agreement@example.com', 'Carol-Pass-1');
    for (const id of [sent.id, randomUUID()]) {
      const response = await create(carol, idea({ id }));
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('agreement_required');
    }
  });

  it('never changes once sent, and cannot be deleted by its owner', async () => {
    const patch = await alice.request(`/api/submissions/${sent.id}`, {
      method: 'PATCH',
      json: { ideaTitle: 'New' },
    });
    expect(patch.status).toBe(409);
    expect((await patch.json()).error.message).toBe(
      'Updates to submissions are no longer supported. Please create a new submission instead.',
    );
    const remove = await alice.request(`/api/submissions/${sent.id}`, { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect((await remove.json()).error.message).toBe(
      'Only draft submissions can be deleted by non-admins',
    );
    expect((await rowOf(sent.id))!.ideaTitle).toBe(
      'Radiopaque marker on the aspiration catheter tip',
    );
  });

  it('refuses an attachment already on another submission, or someone else’s', async () => {
    expect((await create(alice, idea({ attachmentId: sent.attachmentId }))).status).toBe(400);
    const bobs = await upload(bob);
    expect((await create(alice, idea({ attachmentId: bobs.id }))).status).toBe(400);
  });

  it('can be resubmitted as a new submission', async () => {
    const response = await create(
      alice,
      idea({ resubmittedFrom: sent.id, ideaTitle: 'Radiopaque marker, revised' }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).submission.resubmittedFrom).toBe(sent.id);
    expect((await create(bob, idea({ resubmittedFrom: sent.id }))).status).toBe(404);
  });

  it.each([
    [{ ideaDescription: '   ' }, 'Title and description are required'],
    [{ ideaTitle: '' }, 'Title and description are required'],
    [{ status: 'draft', ideaTitle: ' ' }, 'Please enter a title to save your draft.'],
    [{ status: 'approved' }, expect.any(String)],
    [{ id: 'not-a-uuid' }, 'The submission id must be a UUID.'],
    [{ ideaTitle: 'x'.repeat(201) }, 'Title must be at most 200 characters.'],
    [{ ideaTitle: 'Catheter\u0000tip' }, 'Title contains characters that are not allowed.'],
    [{ ideaTitle: 'Catheter\ntip' }, 'Title contains characters that are not allowed.'],
    [{ ideaDescription: 'Tip\ud800' }, 'Description contains characters that are not allowed.'],
    [{ ideaDescription: 'Tip\u0085' }, 'Description contains characters that are not allowed.'],
  ])('refuses %j, storing nothing', async (overrides, message) => {
    const body = idea(overrides);
    const response = await create(alice, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toEqual(message);
    if (typeof body.id === 'string' && /^[0-9a-f-]{36}$/.test(body.id))
      expect(await rowOf(body.id)).toBeUndefined();
  });

  it('keeps the line breaks and tabs of a description', async () => {
    const description = 'Two changes:\n\t1. a marker band\r\n\t2. a softer tip';
    const response = await create(alice, idea({ ideaDescription: description }));
    expect(response.status).toBe(201);
    expect((await response.json()).submission.ideaDescription).toBe(description);
  });

  it('needs a signed agreement', async () => {
    const carol = await t.createAccount('carol@example.com', 'Carol-Pass-1');
    const body = idea();
    const response = await create(carol, body);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'agreement_required',
        message: 'Please sign the invention agreement before submitting ideas.',
        requestId: expect.any(String),
      },
    });
    expect(await rowOf(body.id)).toBeUndefined();
  });
});

describe('drafts', () => {
  let draftId: string;
  let firstAttachment: string;

  it('are saved with a title alone and without mails', async () => {
    const mails = (await t.db.select().from(mailOutbox)).length;
    firstAttachment = (await upload(alice, 'first.pdf')).id;
    const body = idea({ status: 'draft', ideaDescription: '', attachmentId: firstAttachment });
    const response = await create(alice, body);
    expect(response.status).toBe(201);
    expect((await response.json()).submission.status).toBe('draft');
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mails);
    draftId = body.id;
  });

  it('are not sent without a description, and stay drafts', async () => {
    const response = await alice.request(`/api/submissions/${draftId}/submit`, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'missing_information',
        message: 'Title and description are required',
        requestId: expect.any(String),
      },
    });
    expect((await rowOf(draftId))!.status).toBe('draft');
  });

  it('are edited by their owner; a replaced attachment’s file is deleted', async () => {
    const second = await upload(alice, 'second.pdf');
    const [old] = await t.db.select().from(attachments).where(eq(attachments.id, firstAttachment));
    const response = await alice.request(`/api/submissions/${draftId}`, {
      method: 'PATCH',
      json: {
        ideaTitle: 'Flow diverter sizing aid',
        ideaDescription: 'A sizing overlay for the workstation.',
        attachmentId: second.id,
      },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).submission).toMatchObject({
      ideaTitle: 'Flow diverter sizing aid',
      attachmentName: 'second.pdf',
    });
    expect(
      await t.db.select().from(attachments).where(eq(attachments.id, firstAttachment)),
    ).toHaveLength(0);
    expect(await t.portal.storage.get(old!.storageKey)).toBeNull();
  });

  it('are not readable, editable, sendable or deletable by anyone else', async () => {
    expect((await bob.request(`/api/submissions/${draftId}`)).status).toBe(404);
    const patch = await bob.request(`/api/submissions/${draftId}`, {
      method: 'PATCH',
      json: { ideaTitle: 'Mine' },
    });
    expect(patch.status).toBe(404);
    expect(await patch.json()).toEqual({
      error: { code: 'not_found', message: 'Draft Not Found', requestId: expect.any(String) },
    });
    expect(
      (await bob.request(`/api/submissions/${draftId}/submit`, { method: 'POST' })).status,
    ).toBe(404);
    const remove = await bob.request(`/api/submissions/${draftId}`, { method: 'DELETE' });
    expect(remove.status).toBe(404);
    expect((await remove.json()).error.message).toBe('You can only delete your own drafts');
    expect((await bob.request(`/api/submissions/${draftId}/attachment`)).status).toBe(404);
    expect((await rowOf(draftId))!.ideaTitle).toBe('Flow diverter sizing aid');
  });

  it('answer someone else exactly as an id that does not exist, so none is confirmed', async () => {
    const missing = randomUUID();
    const calls: [string, string, object?][] = [
      ['GET', ''],
      ['PATCH', '', { ideaTitle: 'Mine' }],
      ['POST', '/submit'],
      ['DELETE', ''],
      ['GET', '/attachment'],
    ];
    for (const [method, suffix, json] of calls) {
      const answer = async (id: string) => {
        const response = await bob.request(`/api/submissions/${id}${suffix}`, { method, json });
        return { status: response.status, body: withoutRequestId(await response.json()) };
      };
      const someoneElses = await answer(draftId);
      expect(someoneElses.status, `${method} ${suffix}`).toBe(404);
      expect(someoneElses, `${method} ${suffix}`).toEqual(await answer(missing));
    }
    expect((await rowOf(draftId))!.ideaTitle).toBe('Flow diverter sizing aid');
  });

  it('are sent by their owner, becoming pending with the agreement and the mails', async () => {
    const response = await alice.request(`/api/submissions/${draftId}/submit`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect((await response.json()).submission).toMatchObject({
      status: 'pending',
      agreementId: expect.any(String),
    });
    expect((await t.latestMailTo('alice@example.com', 'Flow diverter')).subject).toBe(
      'We received your idea: Flow diverter sizing aid',
    );
    expect(
      (await alice.request(`/api/submissions/${draftId}/submit`, { method: 'POST' })).status,
    ).toBe(409);
  });

  it('are checked as any new idea before they are saved', async () => {
    const carol = await t.createAccount('carol-draft@example.com', 'Carol-Pass-1');
    const bobs = await upload(bob);
    const bobsIdea = idea({ status: 'draft' });
    expect((await create(bob, bobsIdea)).status).toBe(201);
    const [onAnotherIdea] = await t.db
      .select({ id: submissionFiles.attachmentId })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, draftId));
    const own = await create(alice, idea({ status: 'draft', ideaTitle: 'Own draft' }));
    const ownId = (await own.json()).submission.id;
    const refused: [Client, object, number, string][] = [
      [carol, {}, 403, 'agreement_required'],
      [alice, { attachmentId: bobs.id }, 400, 'invalid_attachment'],
      [alice, { attachmentId: onAnotherIdea!.id }, 400, 'invalid_attachment'],
      [alice, { resubmittedFrom: bobsIdea.id }, 404, 'not_found'],
      [bob, { id: ownId }, 409, 'conflict'],
    ];
    for (const [client, overrides, status, code] of refused) {
      const body = idea({ status: 'draft', ...overrides });
      const response = await create(client, body);
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect((await response.json()).error.code).toBe(code);
    }
    expect((await rowOf(ownId))!.ideaTitle).toBe('Own draft');
    await bob.request(`/api/submissions/${bobsIdea.id}`, { method: 'DELETE' });
    expect(
      await t.db.select().from(submissionFiles).where(eq(submissionFiles.attachmentId, bobs.id)),
    ).toHaveLength(0);

    const again = await create(alice, idea({ id: ownId, status: 'draft', ideaTitle: 'Changed' }));
    expect(again.status).toBe(200);
    expect((await again.json()).submission.ideaTitle).toBe('Own draft');

    const file = await upload(alice, 'revision.pdf');
    const revision = await create(
      alice,
      idea({ status: 'draft', attachmentId: file.id, resubmittedFrom: ownId }),
    );
    expect(revision.status).toBe(201);
    expect((await revision.json()).submission).toMatchObject({
      status: 'draft',
      attachmentId: file.id,
      attachmentName: 'revision.pdf',
      resubmittedFrom: ownId,
      fullName: 'Dr. Alice Moreau',
      jobTitle: 'Interventional Neuroradiologist',
      email: 'alice@example.com',
      agreementId: expect.any(String),
    });
  });

  it('are deleted by their owner, with their file', async () => {
    const attachment = await upload(alice, 'gone.pdf');
    const body = idea({ status: 'draft', attachmentId: attachment.id });
    await create(alice, body);
    const [stored] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    expect((await alice.request(`/api/submissions/${body.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await rowOf(body.id)).toBeUndefined();
    expect(await t.portal.storage.get(stored!.storageKey)).toBeNull();
  });
});

describe('requests that race', () => {
  let actor: Actor;
  beforeAll(async () => {
    const [user] = await t.db.select().from(users).where(eq(users.email, 'alice@example.com'));
    actor = { id: user!.id, email: user!.email, isAdmin: false, isReviewer: false };
  });

  /**
   * The portal's services on a database where each transaction waits until `parties` have been
   * begun: every check made before them runs first, as when requests race on separate
   * connections. (The embedded database would otherwise run one request's check after the
   * other's transaction.)
   */
  function racing(parties: number): SubmissionDeps {
    const waiting: (() => void)[] = [];
    const db = Object.create(t.db) as Db;
    db.transaction = (async (...args: Parameters<Db['transaction']>) => {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === parties) for (const go of waiting) go();
      });
      return t.db.transaction(...args);
    }) as Db['transaction'];
    return {
      db,
      storage: t.portal.storage,
      staffEmail: undefined,
      appUrl: 'http://portal.test',
      timestamps: { configured: false, rootsPem: null },
    };
  }
  const parsed = (overrides: object) =>
    createSubmissionSchema.parse(idea(overrides)) as Parameters<typeof createSubmission>[2];
  const holding = async (attachmentId: string) =>
    t.db
      .select({ id: submissionFiles.submissionId })
      .from(submissionFiles)
      .where(eq(submissionFiles.attachmentId, attachmentId));

  it('attach an uploaded file to one submission only', async () => {
    const attachment = await upload(alice, 'raced.pdf');
    const deps = racing(2);
    const results = await Promise.allSettled([
      createSubmission(deps, actor, parsed({ attachmentId: attachment.id })),
      createSubmission(deps, actor, parsed({ attachmentId: attachment.id })),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((result) => result.status === 'rejected')!;
    expect(refused.reason).toMatchObject({
      code: 'invalid_attachment',
      message: 'Attachment information is missing',
    });
    expect(await holding(attachment.id)).toHaveLength(1);
  });

  /**
   * The services on a database where `between` runs in a create's transaction after its checks
   * and before its first insert: what a racing request commits at that moment, the inserts see.
   */
  function committedBetween(race: (tx: Db) => Promise<unknown>): SubmissionDeps {
    let raced = false;
    const between = async (tx: Db) => {
      if (raced) return;
      raced = true;
      await race(tx);
    };
    // Drizzle builds a statement in chained calls and runs it when awaited, or when a prepared
    // one is executed: hold that.
    const held = (builder: object, first: () => Promise<unknown>): object =>
      new Proxy(builder, {
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (typeof value !== 'function') return value;
          if (key === 'then') {
            return (ok: never, fail: never) =>
              first().then(() => (value as PromiseLike<unknown>['then']).call(target, ok, fail));
          }
          if (key === 'execute') {
            return (...args: unknown[]) =>
              first().then(() => (value as (...a: unknown[]) => unknown).apply(target, args));
          }
          return (...args: unknown[]) =>
            held((value as (...a: unknown[]) => object).apply(target, args), first);
        },
      });
    const db = Object.create(t.db) as Db;
    db.transaction = (async (work: (tx: Db) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        const racing = Object.create(tx) as Db;
        racing.insert = ((table: typeof submissions) =>
          held(tx.insert(table), () => between(tx as unknown as Db))) as Db['insert'];
        return work(racing);
      })) as Db['transaction'];
    return {
      db,
      storage: t.portal.storage,
      staffEmail: undefined,
      appUrl: 'http://portal.test',
      timestamps: { configured: false, rootsPem: null },
    };
  }

  it('refuse a file another idea took after the checks, not as an id in use', async () => {
    const other = idea({ status: 'draft' });
    expect((await create(alice, other)).status).toBe(201);
    const attachment = await upload(alice, 'taken-between.pdf');
    const deps = committedBetween((tx) =>
      tx.insert(submissionFiles).values({
        submissionId: other.id,
        attachmentId: attachment.id,
        position: 0,
      }),
    );
    await expect(
      createSubmission(deps, actor, parsed({ attachmentId: attachment.id })),
    ).rejects.toMatchObject({
      code: 'invalid_attachment',
      message: 'Attachment information is missing',
    });
  });

  it('put one uploaded file on one draft only', async () => {
    const drafts = [idea({ status: 'draft' }), idea({ status: 'draft' })];
    for (const draft of drafts) expect((await create(alice, draft)).status).toBe(201);
    const attachment = await upload(alice, 'shared.pdf');
    const deps = racing(2);
    const results = await Promise.allSettled(
      drafts.map((draft) =>
        updateDraft(deps, actor, draft.id, {
          ideaTitle: 'Shared sketch',
          ideaDescription: '',
          attachmentId: attachment.id,
        }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((result) => result.status === 'rejected')!.reason).toMatchObject({
      code: 'invalid_attachment',
    });
    expect(await holding(attachment.id)).toHaveLength(1);
  });

  it('with the same id and file are still one submission', async () => {
    const attachment = await upload(alice, 'twice.pdf');
    const body = parsed({ attachmentId: attachment.id });
    const deps = racing(2);
    const results = await Promise.all([
      createSubmission(deps, actor, body),
      createSubmission(deps, actor, body),
    ]);
    expect(results.map((result) => result.created).sort()).toEqual([false, true]);
    expect(await holding(attachment.id)).toEqual([{ id: body.id }]);
  });
});

describe('reading', () => {
  it('lists only the user’s own submissions, newest first (by sending, a draft by its last save)', async () => {
    const { submissions } = await (await alice.request('/api/submissions')).json();
    expect(submissions.length).toBeGreaterThan(1);
    expect(submissions.every((s: { email: string }) => s.email === 'alice@example.com')).toBe(true);
    const times = submissions.map((s: { submittedAt: string | null; updatedAt: string }) =>
      Date.parse(s.submittedAt ?? s.updatedAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const { submissions: bobs } = await (await bob.request('/api/submissions')).json();
    expect(bobs).toEqual([]);
  });

  it('downloads an attachment for its owner and an admin (audited), as an attachment', async () => {
    const [row] = await t.db
      .select()
      .from(submissions)
      .where(sql`${submissions.attachmentName} = 'sketch.pdf'`);
    const mine = await alice.request(`/api/submissions/${row!.id}/attachment`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment; filename="sketch.pdf"');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(pdf);

    const staff = await admin.request(`/api/submissions/${row!.id}/attachment`);
    expect(staff.status).toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'attachment.downloaded'));
    expect(audit).toMatchObject({ actorEmail: 'admin@portal.test', targetId: row!.id });
  });

  it('sends an attachment under a name ending in its type’s extension, without invisible characters', async () => {
    const hta = await upload(alice, 'review.hta');
    expect(hta.name).toBe('review.hta.pdf');
    // U+202E would show `invoice\u202Efdp.exe` as `invoiceexe.pdf`; C1 and zero-width ones hide.
    const disguised = await upload(alice, 'invoice\u202Efdp\u200B.exe\u0085\u2066');
    expect(disguised.name).toBe('invoicefdp.exe.pdf');
    expect((await upload(alice, 'Scan.PDF')).name).toBe('Scan.PDF');

    // A name stored before names were made safe is made safe when it is sent.
    const old = await upload(alice, 'minutes.pdf');
    await t.db
      .update(attachments)
      .set({ fileName: 'minutes\u202Efdp.hta' })
      .where(eq(attachments.id, old.id));
    const body = idea({ attachmentId: old.id });
    expect((await create(alice, body)).status).toBe(201);
    for (const client of [alice, admin]) {
      const response = await client.request(`/api/submissions/${body.id}/attachment`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="minutesfdp.hta.pdf"; filename*=UTF-8''minutesfdp.hta.pdf`,
      );
    }
  });

  it('refuses visitors on every endpoint', async () => {
    const anyone = t.client();
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/api/submissions'],
      ['POST', '/api/submissions'],
      ['GET', `/api/submissions/${id}`],
      ['PATCH', `/api/submissions/${id}`],
      ['POST', `/api/submissions/${id}/submit`],
      ['DELETE', `/api/submissions/${id}`],
      ['GET', `/api/submissions/${id}/attachment`],
      ['GET', `/api/submissions/${id}/evidence`],
      ['GET', `/api/submissions/${id}/proof`],
    ] as const) {
      const response = await anyone.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('admins', () => {
  it('cannot delete another user’s draft: it is theirs alone', async () => {
    const body = idea({ status: 'draft' });
    await create(bob, body);
    expect((await admin.request(`/api/submissions/${body.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(await rowOf(body.id)).toBeDefined();
    expect((await admin.request(`/api/submissions/${body.id}`)).status).toBe(404);
  });

  it('delete any submission, with its file, and the deletion is audited', async () => {
    const body = idea();
    await create(bob, body);
    expect((await admin.request(`/api/submissions/${body.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(await rowOf(body.id)).toBeUndefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, body.id));
    expect(audit).toMatchObject({ action: 'submission.deleted', actorEmail: 'admin@portal.test' });
  });
});

describe('uploads nobody used', () => {
  it('are cleaned up with their files a day on, as is the row of an upload that died', async () => {
    const unused = await upload(bob, 'unused.pdf');
    const recent = await upload(bob, 'recent.pdf');
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, unused.id));
    // The process died between writing the row and storing the file.
    const [crashed] = await t.db
      .insert(attachments)
      .values({
        ownerId: row!.ownerId,
        storageKey: `attachments/${row!.ownerId}/crashed`,
        fileName: 'x.pdf',
        contentType: 'application/pdf',
      })
      .returning();
    await t.db.execute(
      sql`update attachments set created_at = now() - interval '25 hours' where id in (${unused.id}, ${crashed!.id})`,
    );
    await t.db.execute(
      sql`update attachments set created_at = now() - interval '23 hours' where id = ${recent.id}`,
    );

    expect(await removeOrphanAttachments({ db: t.db, storage: t.portal.storage })).toBe(2);
    expect(await t.db.select().from(attachments).where(eq(attachments.id, unused.id))).toHaveLength(
      0,
    );
    expect(await t.portal.storage.get(row!.storageKey)).toBeNull();
    expect(await t.db.select().from(attachments).where(eq(attachments.id, crashed!.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(attachments).where(eq(attachments.id, recent.id))).toHaveLength(
      1,
    );
    // Attachments on submissions stay.
    const onSubmissions = await t.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .innerJoin(submissionFiles, eq(submissionFiles.attachmentId, attachments.id));
    expect(onSubmissions.length).toBeGreaterThan(0);
    for (const kept of onSubmissions) expect(await t.portal.storage.get(kept.key)).not.toBeNull();
  });
});
