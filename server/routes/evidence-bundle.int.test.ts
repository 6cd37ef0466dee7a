import { noFacts } from '#common/invention-facts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreements,
  attachments,
  auditLog,
  mailOutbox,
  submissionFiles,
  timestampTokens,
  users,
} from '../db/schema';
import { canonicalJson } from '../lib/canonical-json';
import { sha256Hex } from '../lib/sha256';
import { jsonOf, sendIdea, withoutRequestId } from '../test/api-calls';
import { largeFile, pdfFile } from '../test/files';
import { run, unpackBundle } from '../test/unpack-bundle';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let reviewer: Client;
let pdf: Uint8Array;
let sentId: string;
let draftId: string;
let work: string;

const DESCRIPTION =
  'A marker band 2 mm from the tip would show its position under fluoroscopy.\n\nIt is swaged, not glued.';

const userId = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

const upload = async (client: Client, name: string, bytes: Uint8Array) =>
  (await jsonOf<{ attachment: { id: string } }>(await client.upload(name, bytes), 201)).attachment
    .id;

beforeAll(async () => {
  t = await startTestPortal();
  work = await mkdtemp(path.join(tmpdir(), 'evidence-test-'));
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind');
  admin = await t.signInAdmin();
  reviewer = await t.createAccount('vera@example.com', 'Vera-Pass-1');
  await t.db.update(users).set({ role: 'reviewer' }).where(eq(users.email, 'vera@example.com'));
  await enrolTwoFactor(reviewer, 'Vera-Pass-1');
  pdf = await pdfFile('Marker band drawing');

  sentId = await sendIdea(alice, {
    ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
    ideaDescription: DESCRIPTION,
    attachmentId: await upload(alice, 'sketch.pdf', pdf),
  });
  draftId = await sendIdea(alice, { status: 'draft', ideaTitle: 'Half an idea' });
  await jsonOf(
    await admin.request('/api/admin/assignments', {
      json: { submissionIds: [sentId], reviewerIds: [await userId('vera@example.com')] },
    }),
  );
  const staffSays = (kind: string, text: string) =>
    admin.request(`/api/admin/submissions/${sentId}/messages`, {
      json: { id: randomUUID(), kind, text },
    });
  expect((await staffSays('request', 'Which alloy is the band?')).status).toBe(201);
  expect((await staffSays('note', 'Internal: compare with the 2019 patent')).status).toBe(201);
  const reply = await alice.request(`/api/submissions/${sentId}/messages`, {
    json: {
      id: randomUUID(),
      text: 'Platinum-iridium; drawing attached.',
      attachmentId: await upload(alice, 'sketch.pdf', await pdfFile('Band cross-section')),
    },
  });
  expect(reply.status).toBe(201);
  const tagged = await admin.request(`/api/admin/submissions/${sentId}/tags`, {
    json: { tag: 'stroke' },
  });
  expect(tagged.ok).toBe(true);
  await jsonOf(
    await admin.request(`/api/admin/submissions/${sentId}/status`, {
      method: 'PATCH',
      json: { status: 'approved', adminNotes: 'Promising.' },
    }),
  );
});
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

const userPath = (id: string, what = 'evidence') => `/api/submissions/${id}/${what}`;
const adminPath = (id: string, what = 'evidence') => `/api/admin/submissions/${id}/${what}`;

const unpack = (response: Response) => unpackBundle(response, work);

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else found.push(relative);
  }
  return found.sort();
}

const downloads = async () =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'submission.evidence_downloaded'), eq(auditLog.targetId, sentId)),
    );

describe('who may download a bundle', () => {
  it('gives the submitter their sent idea’s bundle as a ZIP download, never cached', async () => {
    const response = await alice.request(userPath(sentId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="evidence-${sentId}.zip"`,
    );
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4)).toEqual(
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    );
  });

  it('gives an admin any sent idea’s bundle from the admin routes', async () => {
    const response = await admin.request(adminPath(sentId));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`evidence-${sentId}.zip`);
    await response.arrayBuffer();
  });

  it.each(['evidence', 'proof'])(
    'answers everyone else as for an idea that does not exist (%s)',
    async (what) => {
      const unknown = withoutRequestId(
        await (await bob.request(userPath(randomUUID(), what))).json(),
      );
      expect(unknown).toEqual({
        error: {
          code: 'not_found',
          message: 'Failed to load submission details',
        },
      });
      for (const [client, url] of [
        [bob, userPath(sentId, what)],
        [admin, userPath(sentId, what)],
        [reviewer, userPath(sentId, what)],
        [alice, userPath(draftId, what)],
        [alice, userPath(sentId.toUpperCase().replace(/.$/, 'Z'), what)],
      ] as const) {
        const response = await client.request(url);
        expect(response.status).toBe(404);
        expect(withoutRequestId(await response.json())).toEqual(unknown);
      }
      for (const [client, url, status] of [
        [admin, adminPath(draftId, what), 404],
        [admin, adminPath(randomUUID(), what), 404],
        [alice, adminPath(sentId, what), 403],
        // Assigned to it, yet the bundle is an admin's power.
        [reviewer, adminPath(sentId, what), 403],
        [t.client(), userPath(sentId, what), 401],
        [t.client(), adminPath(sentId, what), 401],
      ] as const) {
        expect((await client.request(url)).status).toBe(status);
      }
    },
  );

  it('tells the submitter and admins where the proof stands: no authority is configured', async () => {
    const expected = {
      manifestSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      timestamp: { state: 'not-configured' },
    };
    const own = await jsonOf(await alice.request(userPath(sentId, 'proof')));
    expect(own).toEqual(expected);
    expect(await jsonOf(await admin.request(adminPath(sentId, 'proof')))).toEqual(own);
  });

  it('reads an upper-case id as the same idea', async () => {
    const response = await alice.request(userPath(sentId.toUpperCase()));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`evidence-${sentId}.zip`);
    await response.arrayBuffer();
  });

  it('records each download, with who and on whose behalf, and nothing for a refusal', async () => {
    const before = (await downloads()).length;
    await (await alice.request(userPath(sentId))).arrayBuffer();
    await (await admin.request(adminPath(sentId))).arrayBuffer();
    await bob.request(userPath(sentId));
    await reviewer.request(adminPath(sentId));
    const entries = (await downloads()).slice(before);
    expect(entries).toMatchObject([
      {
        actorEmail: 'alice@example.com',
        targetType: 'submission',
        details: { ownerId: await userId('alice@example.com'), onBehalfOf: false },
      },
      { actorEmail: 'admin@portal.test', details: { onBehalfOf: true } },
    ]);
  });
});

describe('what a bundle holds', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await unpack(await alice.request(userPath(sentId)));
  });
  const read = (file: string) => readFile(path.join(folder, file));

  it('is one folder with the disclosure, its files, the conversation, the agreement and the log', async () => {
    expect(path.basename(folder)).toBe(`evidence-${sentId}`);
    const files = await filesUnder(folder);
    const links = files.filter((file) => file.startsWith('audit/links/'));
    const personal = files.filter((file) => file.startsWith('audit/personal/'));
    expect(links.length).toBe(JSON.parse((await read('audit/entries.json')).toString()).length);
    // Every entry is sealed and none erased: each has its personal fields' file.
    expect(personal.map((file) => file.replace('personal', 'links'))).toEqual(links);
    expect(files.filter((file) => !links.includes(file) && !personal.includes(file))).toEqual([
      'SHA256SUMS',
      'VERIFY.txt',
      'agreement/agreement.pdf',
      'attachments/sketch.pdf',
      'audit/LINKSUMS',
      'audit/PERSONALSUMS',
      'audit/entries.json',
      'disclosure.pdf',
      'manifest.json',
      'messages/attachments/sketch.pdf',
      'messages/messages.json',
      'submission-manifest.json',
      'submission/description.txt',
      'submission/facts.json',
      'submission/title.txt',
    ]);
    expect((await read('submission/description.txt')).toString()).toBe(DESCRIPTION);
    // Sent without facts: every one is there, as not given.
    expect(JSON.parse((await read('submission/facts.json')).toString())).toEqual(noFacts);
    expect(new Uint8Array(await read('attachments/sketch.pdf'))).toEqual(pdf);
  });

  it('passes `sha256sum -c SHA256SUMS`, which names a file changed by one byte', async () => {
    const { stdout } = await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder });
    expect(stdout).toContain('attachments/sketch.pdf: OK');
    expect(stdout).toContain('manifest.json: OK');
    expect(stdout).not.toContain('VERIFY.txt');

    const copy = await mkdtemp(path.join(work, 'changed-'));
    await run('cp', ['-r', `${folder}/.`, copy]);
    const changed = path.join(copy, 'messages/messages.json');
    const bytes = await readFile(changed);
    bytes[10] = bytes[10]! ^ 1;
    await writeFile(changed, bytes);
    const failed = await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: copy }).catch(
      (error: { code: number; stdout: string }) => error,
    );
    expect(failed).toMatchObject({ code: 1 });
    expect(failed.stdout).toContain('messages/messages.json: FAILED');
    expect(failed.stdout).toContain('attachments/sketch.pdf: OK');
  });

  it('has a canonical manifest.json whose hashes and sizes are the files’', async () => {
    const text = (await read('manifest.json')).toString('utf8');
    const manifest = JSON.parse(text) as {
      submissionId: string;
      createdAt: string;
      files: { path: string; sha256: string; size: number }[];
      missing: string[];
    };
    expect(canonicalJson(manifest)).toBe(text);
    expect(manifest.submissionId).toBe(sentId);
    expect(manifest.missing).toEqual([]);
    const listed = manifest.files.map((file) => file.path).sort();
    expect(listed).toEqual(
      (await filesUnder(folder)).filter(
        (file) => !['manifest.json', 'SHA256SUMS', 'VERIFY.txt'].includes(file),
      ),
    );
    for (const file of manifest.files) {
      const bytes = await read(file.path);
      expect({ path: file.path, sha256: sha256Hex(bytes), size: bytes.length }).toEqual(file);
    }
  });

  it('holds the sealed agreement the submitter signed, as stored; pdfsig checks it', async () => {
    const [row] = await t.db
      .select()
      .from(agreements)
      .where(eq(agreements.userId, await userId('alice@example.com')));
    const bytes = await read('agreement/agreement.pdf');
    expect(sha256Hex(bytes)).toBe(row!.documentSha256);
    const { stdout } = await run('pdfsig', ['agreement/agreement.pdf'], { cwd: folder });
    expect(stdout).toContain('Signature is Valid');
    expect(stdout).toContain('Total document signed');
  });

  it('renders the disclosure with its facts, hashes and the receipt as mailed', async () => {
    const { stdout } = await run('pdftotext', ['-layout', 'disclosure.pdf', '-'], { cwd: folder });
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Radiopaque marker on the aspiration catheter tip');
    expect(text).toContain('It is swaged, not glued.');
    expect(text).toContain(sentId);
    expect(text).toContain('Dr. Alice Moreau <alice@example.com>');
    // The agreement's signature with its printed meaning (21 CFR 11.50).
    expect(text).toMatch(
      /Signed by Dr\. Alice Moreau on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC: "Signed as inventor"/,
    );
    expect(text).toContain(sha256Hex(pdf));
    expect(text).toContain(sha256Hex(DESCRIPTION));
    expect(text).toContain(sha256Hex(await read('submission-manifest.json')));
    const receipt = await t.latestMailTo('alice@example.com', 'We received your idea');
    expect(text).toContain(
      (receipt.text ?? '').split('\n').find((line) => line.startsWith('Received:'))!,
    );
  });

  it('holds the messages both sides saw and their files, never internal notes', async () => {
    const { messages } = JSON.parse((await read('messages/messages.json')).toString()) as {
      messages: { kind: string; authorRole: string; text: string; attachment: unknown }[];
    };
    expect(messages).toMatchObject([
      { kind: 'request', authorRole: 'staff', text: 'Which alloy is the band?', attachment: null },
      {
        kind: 'message',
        authorRole: 'submitter',
        authorName: 'Dr. Alice Moreau',
        attachment: { name: 'sketch.pdf', path: 'messages/attachments/sketch.pdf' },
      },
    ]);
    const everything = (await Promise.all((await filesUnder(folder)).map(read))).join('\n');
    expect(everything).not.toContain('Internal: compare');
  });

  it('lists the audit entries of the submitter’s own actions, oldest first, with every column', async () => {
    const entries = JSON.parse((await read('audit/entries.json')).toString()) as Record<
      string,
      unknown
    >[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'agreement.signed',
      'conversation.message_posted',
      ...entries.slice(2).map(() => 'submission.evidence_downloaded'),
    ]);
    // Staff's addresses, IPs and browsers are not the submitter's to have.
    expect(entries.every((entry) => entry.actor_email === 'alice@example.com')).toBe(true);
    // A bundle lists the downloads before its own, which joins the chain as its transaction ends.
    expect(entries.at(-1)).toMatchObject({
      action: 'submission.evidence_downloaded',
      target_id: sentId,
      chain_position: expect.any(Number),
      prev_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      ip_address: expect.any(String),
      user_agent: null,
      created_at: expect.any(String),
    });
    const ids = entries.map((entry) => entry.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(JSON.stringify(entries)).not.toMatch(/"note"|review\.assigned|tag_added/);
  });

  it('gives an admin the staff’s shared entries too, never internal notes', async () => {
    const adminFolder = await unpack(await admin.request(adminPath(sentId)));
    const entries = JSON.parse(
      await readFile(path.join(adminFolder, 'audit/entries.json'), 'utf8'),
    ) as Record<string, unknown>[];
    expect(entries.map((entry) => entry.action).slice(0, 4)).toEqual([
      'agreement.signed',
      'conversation.message_posted',
      'conversation.message_posted',
      'submission.status_changed',
    ]);
    expect(entries.some((entry) => entry.actor_email === 'admin@portal.test')).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/"note"|review\.assigned|tag_added/);
  });

  it('says in VERIFY.txt how to check it with standard tools', async () => {
    const text = (await read('VERIFY.txt')).toString();
    // No authority is configured here: the bundle claims no timestamp it does not hold.
    expect(text).toContain('this bundle holds no trusted timestamp of the manifest yet');
    expect(text).not.toContain('are what the trusted timestamp in step 5 covers');
    expect(text).toContain("the submitter's own actions about this submission");
    expect(text).toContain(`unzip evidence-${sentId}.zip`);
    expect(text).toContain('sha256sum -c SHA256SUMS');
    expect(text).toContain('pdfsig agreement/agreement.pdf');
    expect(text).toContain('TRUSTED TIMESTAMPS');
    expect(text).toContain('AUDIT CHAIN');
  });
});

describe('a bundle of large or lost files', () => {
  it('reads a large attachment from storage as it is sent, never whole', async () => {
    const big = largeFile(10 * 1024 * 1024 - 1024);
    const id = await sendIdea(bob, { attachmentId: await upload(bob, 'scan.pdf', big) });
    const [row] = await t.db
      .select({ key: attachments.storageKey })
      .from(submissionFiles)
      .innerJoin(attachments, eq(attachments.id, submissionFiles.attachmentId))
      .where(eq(submissionFiles.submissionId, id));
    const storage = t.portal.storage;
    const get = storage.get;
    let readFromStorage = 0;
    storage.get = async (key) => {
      const file = await get(key);
      if (key === row!.key)
        file?.body.on('data', (chunk: Buffer) => (readFromStorage += chunk.length));
      return file;
    };
    try {
      const response = await bob.request(userPath(id));
      const reader = response.body!.getReader();
      let received = 0;
      let furthestAhead = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        // How much storage had given before this piece of the download came out.
        furthestAhead = Math.max(furthestAhead, readFromStorage - received);
        received += value.length;
      }
      expect(readFromStorage).toBe(big.length);
      expect(received).toBeGreaterThan(big.length);
      // Storage is read only as far as the download has gone, give or take the streams' buffers.
      expect(furthestAhead).toBeLessThan(big.length / 8);
    } finally {
      storage.get = get;
    }
  });

  it('leaves out a stored file that is gone, and names it', async () => {
    const id = await sendIdea(bob, { attachmentId: await upload(bob, 'lost.pdf', pdf) });
    const [row] = await t.db
      .select({ key: attachments.storageKey })
      .from(submissionFiles)
      .innerJoin(attachments, eq(attachments.id, submissionFiles.attachmentId))
      .where(eq(submissionFiles.submissionId, id));
    await t.portal.storage.delete(row!.key);
    const folder = await unpack(await bob.request(userPath(id)));
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.missing).toEqual(['attachments/lost.pdf']);
    await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder });
  });

  it('cuts the download short when a stored file fails midway', async () => {
    const id = await sendIdea(bob, { attachmentId: await upload(bob, 'broken.pdf', pdf) });
    const storage = t.portal.storage;
    const get = storage.get;
    storage.get = async (key) => {
      const file = await get(key);
      if (file && key.startsWith('attachments/')) {
        file.body.once('data', () => file.body.destroy(new Error('disk read error')));
      }
      return file;
    };
    try {
      const response = await bob.request(userPath(id));
      expect(response.status).toBe(200);
      await expect(response.arrayBuffer()).rejects.toThrow();
    } finally {
      storage.get = get;
    }
  });
});

describe('the receipt, once the mail queue no longer holds its mail', () => {
  let dana: Client;
  let id: string;
  let before: string;
  let proof: unknown;
  beforeAll(async () => {
    dana = await t.createSignedAccount('dana@example.com', 'Dana-Pass-1', 'Dana Holm');
    // Saved first and sent later, so the idea's row is older than its sending.
    id = await sendIdea(dana, { status: 'draft', ideaTitle: 'Kink-resistant sheath' });
    expect((await dana.request(`/api/submissions/${id}/submit`, { method: 'POST' })).status).toBe(
      200,
    );
    await t.deliverMail();
    before = await disclosureText(await unpack(await dana.request(userPath(id))));
    proof = await jsonOf(await dana.request(userPath(id, 'proof')));
    await t.db
      .delete(mailOutbox)
      .where(
        and(eq(mailOutbox.kind, 'submission-receipt'), sql`strpos(${mailOutbox.text}, ${id}) > 0`),
      );
  });

  async function disclosureText(folder: string) {
    const { stdout } = await run('pdftotext', ['disclosure.pdf', '-'], { cwd: folder });
    return stdout.replace(/\s+/g, ' ');
  }

  it('is still in disclosure.pdf as mailed, with the time it was sent', async () => {
    const receipt = await t.latestMailTo('dana@example.com', 'We received your idea');
    const text = await disclosureText(await unpack(await dana.request(userPath(id))));
    expect(text).toContain('Receipt as mailed');
    expect(text).toContain(`Subject ${receipt.subject}`);
    expect(text).toContain(
      (receipt.text ?? '').split('\n').find((line) => line.startsWith('Received:'))!,
    );
    expect(text).not.toContain('holds no copy of a receipt mail');
    // Everything but when the PDF was made, and the verification code each copy carries, reads
    // as before the mail went.
    const made = / made [0-9-]+ [0-9:]+ UTC|(?<=code[= ])[0-9A-Z-]{10,11}/g;
    expect(text.replace(made, '')).toBe(before.replace(made, ''));
  });

  it('still dates a manifest made after the send, so the proof is the same', async () => {
    // As for an idea sent before manifests were stored: its manifest is made on first asking.
    await t.db
      .delete(timestampTokens)
      .where(
        and(
          eq(timestampTokens.subjectType, 'submission-manifest'),
          eq(timestampTokens.subjectId, id),
        ),
      );
    expect(await jsonOf(await dana.request(userPath(id, 'proof')))).toEqual(proof);
  });
});

describe('many downloads', () => {
  it('are limited per account: each bundle is built anew and audited', async () => {
    const carol = await t.createSignedAccount('carol@example.com', 'Carol-Pass-1', 'Carol Diaz');
    const id = await sendIdea(carol);
    for (let i = 0; i < 60; i++) {
      const response = await carol.request(userPath(id));
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await carol.request(userPath(id));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('words the PDF font cannot print', () => {
  it('are marked in disclosure.pdf, and kept exactly in submission/description.txt', async () => {
    const description = 'Датчик Δp для катетера: 导管 ≥ 5 µg';
    const id = await sendIdea(bob, { ideaTitle: 'Pressure sensor', ideaDescription: description });
    const folder = await unpack(await bob.request(userPath(id)));
    const { stdout } = await run('pdftotext', ['disclosure.pdf', '-'], { cwd: folder });
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      "Some characters cannot be printed in this PDF's font and show as '?'",
    );
    expect(await readFile(path.join(folder, 'submission/description.txt'), 'utf8')).toBe(
      description,
    );
  });
});

describe("disclosure.pdf's pages", () => {
  it('each carry "Page n of N" and the submission reference in the footer', async () => {
    const paragraphs = Array.from(
      { length: 80 },
      (_, n) => `Step ${n + 1}: advance the catheter over the wire and check its position.`,
    );
    const id = await sendIdea(bob, {
      ideaTitle: 'Long procedure notes',
      ideaDescription: paragraphs.join('\n\n'),
    });
    const folder = await unpack(await bob.request(userPath(id)));
    const { stdout } = await run('pdftotext', ['-layout', 'disclosure.pdf', '-'], { cwd: folder });
    const pages = stdout.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain(`Submission ${id.slice(0, 8)}`);
    });
    expect(pages[0]).toMatch(new RegExp(`Reference\\s+${id.slice(0, 8)}`));
  });
});
