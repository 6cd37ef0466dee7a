import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageRecord, ThreadResponse } from '#common/conversation';
import {
  attachments,
  auditLog,
  conversationMessages,
  mailOutbox,
  submissions,
  users,
} from '../db/schema';
import { removeOrphanAttachments } from '../services/attachments/attachments';
import { pdfFile } from '../test/files';
import { jsonOf, sendIdea } from '../test/api-calls';
import { openEvents } from '../test/event-stream';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let bob: Client;
let admin: Client;
let reviewer: Client;
let reviewerId: string;
let pdf: Uint8Array;

const STAFF_INBOX = 'staff@portal.test';

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: STAFF_INBOX });
  alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
    'Interventional Neuroradiologist',
  );
  bob = await t.createSignedAccount('bob@example.com', 'Bob-Pass-1', 'Bob Lind', 'Stroke Nurse');
  admin = await t.signInAdmin();
  // A second staff member, to mention and to keep a read mark of their own.
  reviewer = await t.createAccount('rita@portal.test', 'Rita-Pass-1');
  await t.db
    .update(users)
    .set({ role: 'admin', name: 'Rita Reviewer' })
    .where(eq(users.email, 'rita@portal.test'));
  await enrolTwoFactor(reviewer, 'Rita-Pass-1');
  reviewerId = (await t.db.select().from(users).where(eq(users.email, 'rita@portal.test')))[0]!.id;
  pdf = await pdfFile();
});
afterAll(() => t.close());

const staffPath = (id: string) => `/api/admin/submissions/${id}/messages`;
const ownPath = (id: string) => `/api/submissions/${id}/messages`;

const staffSays = (
  client: Client,
  id: string,
  body: { text: string; kind?: string; mentions?: string[]; attachmentId?: string },
  messageId: string = randomUUID(),
) => client.request(staffPath(id), { json: { id: messageId, ...body } });
const submitterSays = (
  client: Client,
  id: string,
  body: { text: string; attachmentId?: string },
  messageId: string = randomUUID(),
) => client.request(ownPath(id), { json: { id: messageId, ...body } });

const thread = async (client: Client, path: string) =>
  jsonOf<ThreadResponse>(await client.request(path));

const upload = async (client: Client, name: string) => {
  const response = await client.upload(name, pdf);
  return (await jsonOf<{ attachment: { id: string } }>(response, 201)).attachment.id;
};

const stateOf = async (id: string) =>
  (await t.db.select().from(submissions).where(eq(submissions.id, id)))[0]!.inventorState;

describe('requesting more information', () => {
  it('waits for the inventor, whose reply is marked for staff; the status stays Pending', async () => {
    const id = await sendIdea(alice);
    const request = await staffSays(admin, id, {
      kind: 'request',
      text: 'Could you add the marker band width?',
    });
    const { message } = await jsonOf<{ message: MessageRecord }>(request, 201);
    expect(message).toMatchObject({ kind: 'request', authorRole: 'staff', mine: true });

    const seen = await thread(alice, ownPath(id));
    expect(seen.inventorState).toBe('awaiting_inventor');
    expect(seen.messages.map((m) => [m.kind, m.text, m.mine])).toEqual([
      ['request', 'Could you add the marker band width?', false],
    ]);

    await jsonOf(await submitterSays(alice, id, { text: 'It is 1.5 mm wide.' }), 201);
    expect(await stateOf(id)).toBe('inventor_replied');
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe('pending');

    // Staff answering the reply have dealt with it.
    await jsonOf(await staffSays(admin, id, { text: 'Thank you, that settles it.' }), 201);
    expect(await stateOf(id)).toBeNull();
  });

  it('names staff to the inventor, never by their address', async () => {
    const id = await sendIdea(alice);
    await t.db.update(users).set({ name: ' ' }).where(eq(users.id, reviewerId));
    try {
      await jsonOf(await staffSays(reviewer, id, { text: 'A quick question.' }), 201);
    } finally {
      await t.db.update(users).set({ name: 'Rita Reviewer' }).where(eq(users.id, reviewerId));
    }
    const response = await alice.request(ownPath(id));
    const body = await response.text();
    expect(body).not.toContain('rita@portal.test');
    expect((JSON.parse(body) as ThreadResponse).messages[0]!.authorName).toBe('Innovation team');
  });

  it('needs a message', async () => {
    const id = await sendIdea(alice);
    const response = await staffSays(admin, id, { kind: 'request', text: '   ' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('Please write a message.');
    expect(await stateOf(id)).toBeNull();
  });
});

describe('internal notes', () => {
  let id: string;
  let noteText: string;
  let noteFile: string;
  let noteId: string;

  beforeAll(async () => {
    id = await sendIdea(alice, { ideaTitle: 'Flow diverter with a braided marker' });
    await jsonOf(await staffSays(admin, id, { text: 'Welcome, we are looking at it.' }), 201);
    noteText = 'Confidential: prior art in US 9,999,999 looks close.';
    noteFile = await upload(admin, 'prior-art.pdf');
    noteId = randomUUID();
    await jsonOf(
      await staffSays(admin, id, { kind: 'note', text: noteText, attachmentId: noteFile }, noteId),
      201,
    );
  });

  it('are shown to staff, marked as such', async () => {
    const seen = await thread(reviewer, staffPath(id));
    expect(seen.messages.map((m) => m.kind)).toEqual(['message', 'note']);
    expect(seen.messages[1]).toMatchObject({
      text: noteText,
      attachment: { name: 'prior-art.pdf' },
    });
  });

  it('are never returned by any route a submitter can call, to them or anyone else', async () => {
    const reads = [
      '/api/submissions',
      `/api/submissions/${id}`,
      ownPath(id),
      '/api/submissions/unread-messages',
      `${ownPath(id)}/${noteId}/attachment`,
      '/api/me',
    ];
    for (const client of [alice, bob]) {
      for (const path of reads) {
        const response = await client.request(path);
        const body = await response.text();
        expect(body).not.toContain('prior art');
        expect(body).not.toContain(noteId);
        expect(body).not.toContain('prior-art.pdf');
        expect(body).not.toContain('%PDF');
      }
    }
    // Nor does a note count as unread, or say when staff last wrote.
    const unread = await jsonOf<{ submissions: Record<string, number> }>(
      await alice.request('/api/submissions/unread-messages'),
    );
    expect(unread.submissions[id]).toBe(1);
    const own = await jsonOf<{ submission: object }>(await alice.request(`/api/submissions/${id}`));
    expect(own.submission).not.toHaveProperty('lastMessageAt');
  });

  it('cannot be written by a submitter, who may only send messages', async () => {
    const messageId = randomUUID();
    const response = await alice.request(ownPath(id), {
      json: { id: messageId, kind: 'note', text: 'I am staff now' },
    });
    expect(response.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(row).toMatchObject({ kind: 'message', authorRole: 'submitter' });
  });

  it('mail the staff members they mention, with a link and nothing of the note', async () => {
    const text = 'Rita, can you check the claims against the braid patent?';
    await jsonOf(await staffSays(admin, id, { kind: 'note', text, mentions: [reviewerId] }), 201);
    const mail = await t.latestMailTo('rita@portal.test', 'mention');
    expect(mail.text).toContain('Flow diverter with a braided marker');
    expect(mail.text).toContain(`http://portal.test/admin/submissions/${id}`);
    expect(mail.text).not.toContain('braid patent');
    expect(mail.html ?? '').not.toContain('braid patent');
  });

  it('mail the staff members they name as @Name, as if ticked', async () => {
    const noticed = async () => {
      const rows = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'rita@portal.test'));
      const items = rows.flatMap((row) => (row.batch ?? []) as { count: number }[]);
      expect(rows.every((row) => !row.text.includes('claim chart'))).toBe(true);
      return items.reduce((sum, item) => sum + item.count, 0);
    };
    const before = await noticed();
    const text = 'Over to you, @rita reviewer: the claim chart is due Friday.';
    const { message } = await jsonOf<{ message: MessageRecord }>(
      await staffSays(admin, id, { kind: 'note', text }),
      201,
    );
    expect(message.mentions).toEqual([{ id: reviewerId, name: 'Rita Reviewer' }]);
    expect(await noticed()).toBe(before + 1);
  });

  it('mention only staff, and only in notes', async () => {
    const aliceId = (
      await t.db.select().from(users).where(eq(users.email, 'alice@example.com'))
    )[0]!.id;
    const notStaff = await staffSays(admin, id, { kind: 'note', text: 'x', mentions: [aliceId] });
    expect(notStaff.status).toBe(400);
    expect(JSON.stringify(await notStaff.json())).toContain(
      'Only staff members who can see this submission can be mentioned.',
    );
    const inMessage = await staffSays(admin, id, { text: 'x', mentions: [reviewerId] });
    expect(inMessage.status).toBe(400);
  });
});

describe('what a message may be', () => {
  let id: string;
  beforeAll(async () => {
    id = await sendIdea(alice);
  });

  it('is 1 to 10,000 characters of text', async () => {
    for (const text of ['', ' \n ', 'x'.repeat(10_001)]) {
      const response = await submitterSays(alice, id, { text });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { message: string } };
      expect(error.message).toMatch(/Please write a message\.|at most 10,000 characters/);
    }
    expect((await submitterSays(alice, id, { text: 'x'.repeat(10_000) })).status).toBe(201);
    const controls = await submitterSays(alice, id, { text: 'bell \u0007 here' });
    expect(controls.status).toBe(400);
  });

  it('is on a sent idea of the caller: a draft, another user\u2019s idea or an unknown id is 404', async () => {
    const draft = await sendIdea(alice, { status: 'draft' });
    for (const [client, target] of [
      [alice, draft],
      [bob, id],
      [alice, randomUUID()],
      [alice, 'not-an-id'],
    ] as const) {
      const response = await submitterSays(client, target, { text: 'Hello' });
      expect(response.status).toBe(404);
      expect((await client.request(ownPath(target))).status).toBe(404);
    }
    expect((await staffSays(admin, draft, { text: 'Hello' })).status).toBe(404);
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.submissionId, draft));
    expect(rows).toEqual([]);
  });

  it('is refused once the submission is deleted, and goes with it', async () => {
    const doomed = await sendIdea(alice);
    await jsonOf(await submitterSays(alice, doomed, { text: 'Before the delete' }), 201);
    expect(
      (await admin.request(`/api/admin/submissions/${doomed}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await submitterSays(alice, doomed, { text: 'After' })).status).toBe(404);
    expect((await staffSays(admin, doomed, { text: 'After' })).status).toBe(404);
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.submissionId, doomed));
    expect(rows).toEqual([]);
  });

  it('keeps its file through the clean-up of unused uploads; the file goes with the idea', async () => {
    const kept = await sendIdea(alice);
    const file = await upload(alice, 'kept.pdf');
    await jsonOf(await submitterSays(alice, kept, { text: 'Kept file', attachmentId: file }), 201);
    await t.db.execute(
      sql`update attachments set created_at = now() - interval '25 hours' where id = ${file}`,
    );
    await removeOrphanAttachments({ db: t.db, storage: t.portal.storage });
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, file));
    expect(await t.portal.storage.get(row!.storageKey)).not.toBeNull();

    expect(
      (await admin.request(`/api/admin/submissions/${kept}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await t.db.select().from(attachments).where(eq(attachments.id, file))).toEqual([]);
    expect(await t.portal.storage.get(row!.storageKey)).toBeNull();
  });

  it('is never changed or removed once written', async () => {
    const messageId = randomUUID();
    await jsonOf(await submitterSays(alice, id, { text: 'On the record' }, messageId), 201);
    await expect(
      t.db
        .update(conversationMessages)
        .set({ body: 'Rewritten' })
        .where(eq(conversationMessages.id, messageId)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(conversationMessages).where(eq(conversationMessages.id, messageId)),
    ).rejects.toThrow();
    const [row] = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(row!.body).toBe('On the record');
  });

  it('is sent once under its id, however often it is retried', async () => {
    const messageId = randomUUID();
    const first = await jsonOf<{ message: MessageRecord }>(
      await submitterSays(alice, id, { text: 'Sent twice' }, messageId),
      201,
    );
    const again = await jsonOf<{ message: MessageRecord }>(
      await submitterSays(alice, id, { text: 'Sent twice' }, messageId),
      200,
    );
    expect(again.message).toEqual(first.message);
    // Something else under the same id is refused, never answered with what was sent first.
    const file = await upload(alice, 'late.pdf');
    for (const changed of [
      { text: 'Sent twice, changed' },
      { text: 'Sent twice', attachmentId: file },
    ]) {
      const response = await submitterSays(alice, id, changed, messageId);
      expect(response.status).toBe(409);
      expect(JSON.stringify(await response.json())).toContain('already in use');
    }
    // Someone else cannot take the id, nor learn what it holds.
    const taken = await staffSays(admin, id, { text: 'Mine?' }, messageId);
    expect(taken.status).toBe(409);
    expect(JSON.stringify(await taken.json())).not.toContain('Sent twice');
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(rows).toHaveLength(1);
  });

  it('takes one id sent at once to several ideas, and several times to one, as one message per idea', async () => {
    const messageId = randomUUID();
    const ideas = [await sendIdea(alice), await sendIdea(alice), await sendIdea(alice)];
    const sends = ideas.flatMap((idea) =>
      [0, 1, 2].map(async () => {
        const response = await submitterSays(alice, idea, { text: 'Sent at once' }, messageId);
        return { idea, status: response.status };
      }),
    );
    const answers = await Promise.all(sends);
    for (const idea of ideas) {
      const statuses = answers.filter((a) => a.idea === idea).map((a) => a.status);
      expect(statuses.sort()).toEqual([200, 200, 201]);
    }
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(rows.map((row) => row.submissionId).sort()).toEqual([...ideas].sort());
  });

  it('takes its id as a new message on another idea, where a fresh id would be taken too', async () => {
    const messageId = randomUUID();
    const other = await sendIdea(alice);
    const third = await sendIdea(alice);
    const bobs = await sendIdea(bob);
    await jsonOf(await submitterSays(alice, id, { text: 'On the first idea' }, messageId), 201);
    // The same client-made id on other ideas, by anyone, is simply another message.
    await jsonOf(await submitterSays(alice, other, { text: 'On the second' }, messageId), 201);
    await jsonOf(await submitterSays(bob, bobs, { text: 'Bob\u2019s own' }, messageId), 201);
    const staffs = await jsonOf<{ message: MessageRecord }>(
      await staffSays(admin, third, { text: 'Staff on the third' }, messageId),
      201,
    );
    expect(staffs.message).toMatchObject({ id: messageId, text: 'Staff on the third' });
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.id, messageId));
    expect(rows.map((row) => [row.submissionId, row.body]).sort()).toEqual(
      [
        [id, 'On the first idea'],
        [other, 'On the second'],
        [third, 'Staff on the third'],
        [bobs, 'Bob\u2019s own'],
      ].sort(),
    );
    // On its own idea the id keeps its rules: the same send is answered again, another refused.
    expect((await submitterSays(alice, id, { text: 'On the first idea' }, messageId)).status).toBe(
      200,
    );
    expect((await submitterSays(alice, id, { text: 'Changed' }, messageId)).status).toBe(409);
    // Read marks and threads find the message of that idea.
    const unread = async () =>
      (
        await jsonOf<{ submissions: Record<string, number> }>(
          await alice.request('/api/submissions/unread-messages'),
        )
      ).submissions[third];
    expect(await unread()).toBe(1);
    const read = await alice.request(`${ownPath(third)}/read`, { json: { lastSeenId: messageId } });
    expect(read.status).toBe(204);
    expect(await unread()).toBeUndefined();
    const seen = await thread(alice, ownPath(third));
    expect(seen.messages.map((m) => [m.id, m.text])).toEqual([[messageId, 'Staff on the third']]);
  });

  it('keeps its id to its side: a note\u2019s id sent again as the submitter\u2019s message is refused', async () => {
    // A staff member who is also the submitter of an idea writes on both sides of it.
    const carol = await t.createSignedAccount('carol@portal.test', 'Carol-Pass-1', 'Carol Chen');
    const own = await sendIdea(carol);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'carol@portal.test'));
    await enrolTwoFactor(carol, 'Carol-Pass-1');
    const messageId = randomUUID();
    await jsonOf(await staffSays(carol, own, { kind: 'note', text: 'Staff only' }, messageId), 201);
    const replayed = await submitterSays(carol, own, { text: 'Staff only' }, messageId);
    expect(replayed.status).toBe(409);
    expect(JSON.stringify(await replayed.json())).not.toContain('Staff only');
    const asRequest = await staffSays(
      carol,
      own,
      { kind: 'request', text: 'Staff only' },
      messageId,
    );
    expect(asRequest.status).toBe(409);
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.submissionId, own));
    expect(rows.map((row) => row.kind)).toEqual(['note']);
  });

  it('keeps its file: it cannot be put on an idea or a draft, whose deletion would remove it', async () => {
    const file = await upload(alice, 'evidence.pdf');
    const { message } = await jsonOf<{ message: MessageRecord }>(
      await submitterSays(alice, id, { text: 'Evidence', attachmentId: file }),
      201,
    );
    const draft = await sendIdea(alice, { status: 'draft' });
    for (const [method, path, status] of [
      ['POST', '/api/submissions', 'draft'],
      ['POST', '/api/submissions', 'pending'],
      ['PATCH', `/api/submissions/${draft}`, 'draft'],
    ] as const) {
      const response = await alice.request(path, {
        method,
        json: {
          ...(method === 'POST' && { id: randomUUID() }),
          ideaTitle: 'Reused file',
          ideaDescription: 'An idea trying to take a message\u2019s file.',
          status,
          attachmentId: file,
        },
      });
      expect(response.status).toBe(400);
    }
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, draft));
    expect(row!.fileCount).toBe(0);
    const download = await admin.request(`${staffPath(id)}/${message.id}/attachment`);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(pdf);
  });

  it('may carry one file of the author\u2019s, used nowhere else, downloaded by both sides', async () => {
    const file = await upload(alice, 'bench-test.pdf');
    const { message } = await jsonOf<{ message: MessageRecord }>(
      await submitterSays(alice, id, { text: 'Results attached', attachmentId: file }),
      201,
    );
    expect(message.attachment).toEqual({ name: 'bench-test.pdf', sizeBytes: pdf.byteLength });
    // The same file on a second message, or someone else's file, is refused.
    for (const [client, path] of [
      [alice, ownPath(id)],
      [admin, staffPath(id)],
    ] as const) {
      const response = await client.request(path, {
        json: { id: randomUUID(), text: 'Again', attachmentId: file },
      });
      expect(response.status).toBe(400);
    }
    for (const [client, path] of [
      [alice, `${ownPath(id)}/${message.id}/attachment`],
      [admin, `${staffPath(id)}/${message.id}/attachment`],
    ] as const) {
      const response = await client.request(path);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    }
    expect((await bob.request(`${ownPath(id)}/${message.id}/attachment`)).status).toBe(404);
    const downloads = (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'attachment.downloaded'), eq(auditLog.targetId, id)))
    ).filter((entry) => entry.details?.messageId === message.id);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]!.details).toMatchObject({ attachmentId: file, messageId: message.id });
  });
});

describe('unread messages', () => {
  it('are counted per person, up to what each was shown', async () => {
    const id = await sendIdea(alice);
    const first = await jsonOf<{ message: MessageRecord }>(
      await staffSays(admin, id, { text: 'First question' }),
      201,
    );
    await jsonOf(await staffSays(admin, id, { text: 'Second question' }), 201);
    const before = await thread(alice, ownPath(id));
    expect(before.unread).toBe(2);
    const counts = await jsonOf<{ total: number; submissions: Record<string, number> }>(
      await alice.request('/api/submissions/unread-messages'),
    );
    expect(counts.submissions[id]).toBe(2);

    // Read up to the first: the second stays unread.
    const read = await alice.request(`${ownPath(id)}/read`, {
      json: { lastSeenId: first.message.id },
    });
    expect(read.status).toBe(204);
    expect((await thread(alice, ownPath(id))).unread).toBe(1);
    // A read mark never goes back.
    await alice.request(`${ownPath(id)}/read`, {
      json: { lastSeenId: before.messages.at(-1)!.id },
    });
    await alice.request(`${ownPath(id)}/read`, { json: { lastSeenId: first.message.id } });
    expect((await thread(alice, ownPath(id))).unread).toBe(0);

    // Her reply is unread for both staff members until each reads it; their own words never are.
    await jsonOf(await submitterSays(alice, id, { text: 'Answers' }), 201);
    expect((await thread(admin, staffPath(id))).unread).toBe(1);
    expect((await thread(reviewer, staffPath(id))).unread).toBe(3);
    expect((await thread(alice, ownPath(id))).unread).toBe(0);
  });

  it('can be marked only on a message the reader may see', async () => {
    const id = await sendIdea(alice);
    const note = await jsonOf<{ message: MessageRecord }>(
      await staffSays(admin, id, { kind: 'note', text: 'Staff only' }),
      201,
    );
    const response = await alice.request(`${ownPath(id)}/read`, {
      json: { lastSeenId: note.message.id },
    });
    expect(response.status).toBe(404);
  });
});

describe('mail', () => {
  it('goes to the other side at once, then gathers what follows within minutes into one', async () => {
    const id = await sendIdea(bob, { ideaTitle: 'Balloon guide catheter with a softer tip' });
    await t.deliverMail();
    const mailsBefore = t.sink.to('bob@example.com').length;
    await jsonOf(await staffSays(admin, id, { text: 'Secret question one' }), 201);
    const first = await t.latestMailTo('bob@example.com');
    expect(t.sink.to('bob@example.com')).toHaveLength(mailsBefore + 1);
    expect(first.subject).toContain('Balloon guide catheter with a softer tip');
    expect(first.text).toContain(
      `http://portal.test/user-dashboard/my-submissions?submission=${id}`,
    );
    expect(first.text).not.toContain('Secret question');

    await jsonOf(await staffSays(admin, id, { text: 'Secret question two' }), 201);
    await jsonOf(
      await staffSays(admin, id, { kind: 'request', text: 'Secret question three' }),
      201,
    );
    // Both wait, as one mail, for the end of the window.
    const waiting = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'bob@example.com'), eq(mailOutbox.state, 'pending')));
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(waiting[0]!.text).toContain('There are 2 new messages about "Balloon guide catheter');
    expect(waiting[0]!.text).not.toContain('Secret question');

    // An internal note mails no one unless it mentions them.
    await jsonOf(await staffSays(admin, id, { kind: 'note', text: 'Quiet note' }), 201);
    const after = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'bob@example.com'));
    expect(after[0]!.count).toBe(mailsBefore + 2);
  });

  it('tells the staff address of an inventor\u2019s message, without its text', async () => {
    const id = await sendIdea(alice, { ideaTitle: 'Aspiration pump with a pressure readout' });
    await jsonOf(await submitterSays(alice, id, { text: 'My private follow-up' }), 201);
    // The staff address heard of other conversations a moment ago: this joins their batch.
    const [notice] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, STAFF_INBOX),
          eq(mailOutbox.kind, 'conversation-notice'),
          sql`${mailOutbox.text} like '%Aspiration pump with a pressure readout%'`,
        ),
      );
    expect(notice!.text).toContain(`http://portal.test/admin/submissions/${id}`);
    expect(notice!.text).not.toContain('private follow-up');
    expect(notice!.html).not.toContain('private follow-up');
  });
});

describe('the audit log', () => {
  it('records every message, request and note, with a hash of its text', async () => {
    const id = await sendIdea(alice);
    await jsonOf(await staffSays(admin, id, { kind: 'request', text: 'Request' }), 201);
    await jsonOf(await staffSays(admin, id, { kind: 'note', text: 'Note' }), 201);
    await jsonOf(await submitterSays(alice, id, { text: 'Reply' }), 201);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'conversation.message_posted'), eq(auditLog.targetId, id)))
      .orderBy(auditLog.id);
    expect(
      entries.map((entry) => [entry.actorEmail, (entry.details as { kind: string }).kind]),
    ).toEqual([
      ['admin@portal.test', 'request'],
      ['admin@portal.test', 'note'],
      ['alice@example.com', 'message'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Request"');
    expect((entries[0]!.details as { textSha256: string }).textSha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('limits', () => {
  it('refuse more than 60 messages an hour from one account', async () => {
    const carl = await t.createSignedAccount('carl@example.com', 'Carl-Pass-1');
    const id = await sendIdea(carl);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await submitterSays(carl, id, { text: `n${i}` })).status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the staff list', () => {
  let awaiting: string;
  let replied: string;

  beforeAll(async () => {
    awaiting = await sendIdea(bob, { ideaTitle: 'Conversation filter: awaiting' });
    await jsonOf(await staffSays(admin, awaiting, { kind: 'request', text: 'Width?' }), 201);
    replied = await sendIdea(bob, { ideaTitle: 'Conversation filter: replied' });
    await jsonOf(await staffSays(admin, replied, { kind: 'request', text: 'Length?' }), 201);
    await jsonOf(await submitterSays(bob, replied, { text: '12 mm' }), 201);
  });

  type List = { submissions: { id: string; inventorState: string | null; unread: number }[] };
  const listed = async (client: Client, query: string) =>
    jsonOf<List & { total: number }>(await client.request(`/api/admin/submissions${query}`));

  it('filters by where the conversation stands, with each row marked', async () => {
    const waiting = await listed(admin, '?conversation=awaiting_inventor&pageSize=100');
    expect(waiting.submissions.map((row) => row.id)).toContain(awaiting);
    expect(waiting.submissions.every((row) => row.inventorState === 'awaiting_inventor')).toBe(
      true,
    );
    const answered = await listed(admin, '?conversation=inventor_replied&pageSize=100');
    expect(answered.submissions.map((row) => row.id)).toContain(replied);
    expect(answered.submissions.map((row) => row.id)).not.toContain(awaiting);
    expect(answered.total).toBe(answered.submissions.length);
  });

  it('shows and counts what each staff member has not read', async () => {
    const own = await listed(admin, '?conversation=unread&pageSize=100');
    const mine = own.submissions.find((row) => row.id === replied);
    expect(mine?.unread).toBe(1);
    // The reviewer has read nothing: the requests and the reply are all unread to them.
    const theirs = await listed(reviewer, '?conversation=unread&pageSize=100');
    expect(theirs.submissions.find((row) => row.id === replied)?.unread).toBe(2);
    expect(theirs.submissions.find((row) => row.id === awaiting)?.unread).toBe(1);

    const counts = await jsonOf<Record<string, number>>(
      await admin.request('/api/admin/conversation-counts'),
    );
    expect(counts.unread).toBe(own.total);
    expect(counts.awaiting_inventor).toBe(
      (await listed(admin, '?conversation=awaiting_inventor')).total,
    );

    const thread = await jsonOf<ThreadResponse>(await admin.request(staffPath(replied)));
    await admin.request(`${staffPath(replied)}/read`, {
      json: { lastSeenId: thread.messages.at(-1)!.id },
    });
    const after = await listed(admin, '?conversation=unread&pageSize=100');
    expect(after.submissions.map((row) => row.id)).not.toContain(replied);
  });

  it('exports whether each idea awaits its inventor and when the last message was', async () => {
    const response = await admin.request('/api/admin/submissions/export.csv?q=Conversation filter');
    const lines = (await response.text()).split('\r\n');
    const columns = lines[0]!.split(',');
    const at = columns.indexOf('Awaiting Inventor');
    expect(columns[at + 1]).toBe('Last Message (UTC)');
    const row = (id: string) => lines.find((line) => line.startsWith(id))!.split(',');
    expect(row(awaiting)[at]).toBe('Yes');
    expect(row(replied)[at]).toBe('No');
    for (const id of [awaiting, replied])
      expect(row(id)[at + 1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('lists the staff who can be mentioned', async () => {
    const { staff } = await jsonOf<{ staff: { id: string; name: string; email: string }[] }>(
      await admin.request('/api/admin/staff'),
    );
    expect(staff).toContainEqual({
      id: reviewerId,
      name: 'Rita Reviewer',
      email: 'rita@portal.test',
      role: 'admin',
    });
    expect(staff.map((member) => member.email)).not.toContain('alice@example.com');
  });
});

describe('a submitter\u2019s conversation routes', () => {
  let id: string;
  let messageId: string;
  let unconfirmed: Client;
  let unenrolledAdmin: Client;
  beforeAll(async () => {
    id = await sendIdea(alice);
    const file = await upload(alice, 'matrix.pdf');
    ({
      message: { id: messageId },
    } = await jsonOf<{ message: MessageRecord }>(
      await submitterSays(alice, id, { text: 'On file', attachmentId: file }),
      201,
    ));
    // An account whose address is no longer confirmed keeps its session, and nothing more.
    unconfirmed = await t.createAccount('unconfirmed@example.com', 'Unconfirmed-Pass-1');
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'unconfirmed@example.com'));
    unenrolledAdmin = await t.createAccount('dora@portal.test', 'Dora-Pass-1');
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'dora@portal.test'));
  });

  // Each route, and what its submitter gets; everyone else signed in gets the 404 of an idea
  // that does not exist, staff included (they read through /api/admin).
  const routes = (): [string, string, object | undefined, number][] => [
    ['GET', ownPath(id), undefined, 200],
    ['POST', ownPath(id), { id: randomUUID(), text: 'x' }, 201],
    ['POST', `${ownPath(id)}/read`, { lastSeenId: messageId }, 204],
    ['GET', `${ownPath(id)}/${messageId}/attachment`, undefined, 200],
  ];
  const callers = (): [string, Client][] => [
    ['another user', bob],
    ['an admin without two-factor', unenrolledAdmin],
    ['an admin', admin],
  ];

  it('answer only the idea\u2019s submitter; anyone else is told it does not exist', async () => {
    for (const [method, path, body, status] of routes()) {
      expect((await t.client().request(path, { method, json: body })).status).toBe(401);
      const unconfirmedAnswer = await unconfirmed.request(path, { method, json: body });
      expect(unconfirmedAnswer.status).toBe(403);
      for (const [, caller] of callers()) {
        const response = await caller.request(path, { method, json: body });
        expect(response.status).toBe(404);
      }
      expect((await alice.request(path, { method, json: body })).status).toBe(status);
    }
    const rows = await t.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.submissionId, id));
    expect(rows).toHaveLength(2); // the first, and the submitter's own send above
  });

  it('count and stream only the caller\u2019s own, for anyone signed in and confirmed', async () => {
    for (const path of ['/api/submissions/unread-messages', '/api/events']) {
      expect((await t.client().request(path)).status).toBe(401);
      expect((await unconfirmed.request(path)).status).toBe(403);
      for (const [, caller] of [...callers(), ['the submitter', alice] as const]) {
        const response = await caller.request(path);
        expect(response.status).toBe(200);
        await response.body?.cancel();
      }
    }
    const bobs = await jsonOf<{ total: number; submissions: Record<string, number> }>(
      await bob.request('/api/submissions/unread-messages'),
    );
    expect(Object.keys(bobs.submissions)).not.toContain(id);
  });
});

describe('live updates', () => {
  it('are refused past ten open streams per account, with Retry-After', async () => {
    const open = [];
    try {
      for (let i = 0; i < 10; i++) open.push(await openEvents(bob));
      const refused = await bob.request('/api/events');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
    } finally {
      await Promise.all(open.map((stream) => stream.close()));
    }
  });

  it('tell each reader, in order, of the conversations they may read, and no others', async () => {
    const alicesIdea = await sendIdea(alice);
    const alicesOther = await sendIdea(alice);
    const bobsIdea = await sendIdea(bob);
    const aliceHears = await openEvents(alice);
    const bobHears = await openEvents(bob);
    const staffHears = await openEvents(reviewer);
    try {
      for (const stream of [aliceHears, bobHears, staffHears]) {
        expect((await stream.next()).event).toBe('ready');
      }
      await jsonOf(await staffSays(admin, alicesIdea, { kind: 'note', text: 'Staff only' }), 201);
      await jsonOf(await staffSays(admin, alicesOther, { text: 'For Alice' }), 201);
      await jsonOf(await submitterSays(bob, bobsIdea, { text: 'From Bob' }), 201);

      const heard = async (stream: Awaited<ReturnType<typeof openEvents>>) => {
        const { event, data } = await stream.next();
        expect(event).toBe('conversation');
        // The event names the idea, never what was said.
        expect(Object.keys(JSON.parse(data) as object)).toEqual(['submissionId']);
        return (JSON.parse(data) as { submissionId: string }).submissionId;
      };
      // Alice never hears of the note, Bob never of Alice's ideas; staff hear everything.
      expect(await heard(aliceHears)).toBe(alicesOther);
      expect(await heard(bobHears)).toBe(bobsIdea);
      expect([await heard(staffHears), await heard(staffHears), await heard(staffHears)]).toEqual([
        alicesIdea,
        alicesOther,
        bobsIdea,
      ]);
    } finally {
      await Promise.all([aliceHears, bobHears, staffHears].map((stream) => stream.close()));
    }
  });
});
