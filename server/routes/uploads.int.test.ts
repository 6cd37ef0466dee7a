import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '#common/attachments';
import { attachments, users } from '../db/schema';
import { jsonOf } from '../test/api-calls';
import { exeFile, largeFile, pdfFile } from '../test/files';
import { startTestPortal, type TestPortal } from '../test/portal';
import { startS3MultipartPeer } from '../test/s3-multipart-peer';
import {
  askOffset,
  cancelUpload,
  createUpload,
  droppingAfter,
  sendPart,
  uploadAddress,
  uploadResumably,
} from '../test/tus';

type Client = ReturnType<TestPortal['client']>;
type Uploaded = { attachment: { id: string; name: string; size: number; contentType: string } };

let s3: Awaited<ReturnType<typeof startS3MultipartPeer>>;

beforeAll(async () => {
  s3 = await startS3MultipartPeer('portal-files');
});
afterAll(() => s3.close());

const backends: [string, () => Record<string, string>][] = [
  ['files under DATA_DIR', () => ({})],
  ['an S3 bucket', () => s3.env],
];

describe.each(backends)('resumable uploads to %s', (_, env) => {
  let t: TestPortal;
  let alice: Client;
  let bob: Client;

  beforeAll(async () => {
    t = await startTestPortal(env());
    alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1');
    bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1');
  });
  afterAll(() => t.close());

  it('takes a file in parts, going on from the offset it reports, and keeps it as an attachment', async () => {
    const pdf = await pdfFile('Catheter tip, sent in two parts');
    const address = uploadAddress(await createUpload(alice, 'tip sketch.pdf', pdf.byteLength));
    expect(address).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);

    const half = Math.floor(pdf.byteLength / 2);
    const first = await sendPart(alice, address, 0, pdf.slice(0, half));
    expect(first.status).toBe(204);
    const head = await askOffset(alice, address);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(pdf.byteLength));

    const last = await sendPart(alice, address, half, pdf.slice(half));
    const { attachment } = await jsonOf<Uploaded>(last);
    expect(attachment).toMatchObject({
      name: 'tip sketch.pdf',
      size: pdf.byteLength,
      contentType: 'application/pdf',
    });
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row!.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));

    // The finished upload is the attachment an idea takes, and its file is the one sent.
    const idea = await alice.request('/api/submissions', {
      json: {
        id: crypto.randomUUID(),
        status: 'pending',
        ideaTitle: 'Marker band',
        ideaDescription: 'A band near the tip.',
        attachmentId: attachment.id,
      },
    });
    const { submission } = await jsonOf<{ submission: { id: string } }>(idea, 201);
    const file = await alice.request(`/api/submissions/${submission.id}/attachment`);
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
    // The upload itself is gone once it became the attachment.
    expect((await askOffset(alice, address)).status).toBe(404);
  });

  it('resumes a part whose connection dropped from what arrived, not from the start', async () => {
    const pdf = largeFile(300 * 1024);
    const address = uploadAddress(await createUpload(alice, 'scan.pdf', pdf.byteLength));
    const sent = 120 * 1024;
    await sendPart(alice, address, 0, droppingAfter(pdf, sent)).catch(() => undefined);

    const offset = Number((await askOffset(alice, address)).headers.get('upload-offset'));
    expect(offset).toBe(sent);
    // Starting over is refused: the upload goes on only from where it is.
    expect((await sendPart(alice, address, 0, pdf)).status).toBe(409);
    const last = await sendPart(alice, address, offset, pdf.slice(offset));
    const { attachment } = await jsonOf<Uploaded>(last);
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, attachment.id));
    expect(row!.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });

  it('refuses a file over the limit before a byte is sent, with the limit in its message', async () => {
    const created = await createUpload(alice, 'huge.pdf', ATTACHMENT_MAX_BYTES + 1);
    expect(created.status).toBe(413);
    expect(await created.json()).toEqual({
      error: {
        code: 'too_large',
        message: attachmentMessages.tooLarge,
        field: 'attachment',
        requestId: expect.any(String),
      },
    });
    // Nor can a part grow one past its declared length.
    const address = uploadAddress(await createUpload(alice, 'small.pdf', 10));
    const over = await sendPart(alice, address, 0, largeFile(64));
    expect(over.status).toBe(413);
  });

  it('refuses an upload without its length, which could not be checked', async () => {
    const response = await alice.request('/api/uploads', {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1' },
    });
    expect(response.status).toBe(400);
  });

  it('refuses a file whose bytes are not an allowed type, and keeps nothing of it', async () => {
    const before = await t.db.select().from(attachments);
    const exe = exeFile();
    const address = uploadAddress(await createUpload(alice, 'report.pdf', exe.byteLength));
    const last = await sendPart(alice, address, 0, exe);
    expect(last.status).toBe(415);
    expect(await last.json()).toEqual({
      error: {
        code: 'unsupported_type',
        message: attachmentMessages.unsupported,
        field: 'attachment',
        requestId: expect.any(String),
      },
    });
    expect(await t.db.select().from(attachments)).toHaveLength(before.length);
    expect((await askOffset(alice, address)).status).toBe(404);
  });

  it("answers another person's upload as not there, whatever they try, and leaves it whole", async () => {
    const pdf = await pdfFile('Alice only');
    const address = uploadAddress(await createUpload(alice, 'mine.pdf', pdf.byteLength));
    await sendPart(alice, address, 0, pdf.slice(0, 100));

    expect((await askOffset(bob, address)).status).toBe(404);
    expect((await sendPart(bob, address, 100, pdf.slice(100))).status).toBe(404);
    expect((await cancelUpload(bob, address)).status).toBe(404);
    // A made-up id is the same answer.
    expect((await askOffset(bob, `/api/uploads/${'0'.repeat(32)}`)).status).toBe(404);

    expect((await askOffset(alice, address)).headers.get('upload-offset')).toBe('100');
    expect((await sendPart(alice, address, 100, pdf.slice(100))).status).toBe(200);
  });

  it('lets the owner cancel an upload, which then is gone', async () => {
    const address = uploadAddress(await createUpload(alice, 'draft.pdf', 1000));
    await sendPart(alice, address, 0, largeFile(400));
    expect((await cancelUpload(alice, address)).status).toBe(204);
    expect((await askOffset(alice, address)).status).toBe(404);
  });

  it('serves no upload back: GET is no part of the protocol', async () => {
    const address = uploadAddress(await createUpload(alice, 'x.pdf', 1000));
    expect((await alice.request(address)).status).toBe(404);
  });

  it('takes no upload from another site, nor from anyone signed out', async () => {
    const created = await alice.request('/api/uploads', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        origin: 'https://elsewhere.example',
      },
    });
    expect(created.status).toBe(403);
    const visitor = t.client();
    expect((await createUpload(visitor, 'a.pdf', 10)).status).toBe(401);
  });
});

describe('who may upload', () => {
  let t: TestPortal;
  beforeAll(async () => {
    t = await startTestPortal();
  });
  afterAll(() => t.close());

  it('signed out: 401; unconfirmed: 403; a user, a reviewer and an admin: their own uploads only', async () => {
    const visitor = t.client();
    expect((await createUpload(visitor, 'a.pdf', 10)).status).toBe(401);

    const unconfirmed = t.client();
    await unconfirmed.signUp('new@example.com', 'New-Pass-12');
    await unconfirmed.signIn('new@example.com', 'New-Pass-12');
    expect([401, 403]).toContain((await createUpload(unconfirmed, 'a.pdf', 10)).status);

    const user = await t.createSignedAccount('carol@example.com', 'Carol-Pass-1');
    const admin = await t.signInAdmin();
    const reviewer = await t.createAccount('rita@portal.test', 'Rita-Pass-1');
    const [rita] = await t.db.select().from(users).where(eq(users.email, 'rita@portal.test'));
    await jsonOf(
      await admin.request(`/api/admin/users/${rita!.id}/role`, { json: { role: 'reviewer' } }),
    );

    const pdf = await pdfFile('Own file');
    for (const client of [user, reviewer, admin]) {
      expect((await uploadResumably(client, 'own.pdf', pdf)).status).toBe(200);
    }
    // Staff powers do not reach into an upload: an admin cannot see or end a user's.
    const address = uploadAddress(await createUpload(user, 'mine.pdf', pdf.byteLength));
    for (const other of [admin, reviewer, visitor]) {
      expect([401, 404]).toContain((await askOffset(other, address)).status);
      expect([401, 404]).toContain((await cancelUpload(other, address)).status);
    }
    expect((await askOffset(visitor, address)).status).toBe(401);
    expect((await askOffset(user, address)).status).toBe(200);
  });

  it('holds each person to a few parts at once, however many they send together', async () => {
    const user = await t.createSignedAccount('dan@example.com', 'Dan-Pass-12');
    const pdf = largeFile(2048);
    const addresses = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) =>
        uploadAddress(await createUpload(user, `part-${n}.pdf`, pdf.byteLength)),
      ),
    );
    // Each part holds its connection open once the server reads it, as a slow line would;
    // the parts are let go when each has been either read or answered.
    const releases: Array<() => void> = [];
    let seen = 0;
    let allSeen!: () => void;
    const everySeen = new Promise<void>((resolve) => (allSeen = resolve));
    const mark = () => {
      seen += 1;
      if (seen === addresses.length) allSeen();
    };
    const held = () => {
      let given = false;
      return new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (given) return;
            given = true;
            controller.enqueue(pdf.slice(0, 1024));
            releases.push(() => controller.close());
            mark();
          },
        },
        { highWaterMark: 0 },
      );
    };
    const sending = addresses.map((address) =>
      sendPart(user, address, 0, held()).then((response) => {
        if (response.status === 429) mark();
        return response;
      }),
    );
    await everySeen;
    releases.forEach((release) => release());
    const statuses = (await Promise.all(sending)).map((response) => response.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(statuses.filter((status) => status === 204)).toHaveLength(3);
  });
});
