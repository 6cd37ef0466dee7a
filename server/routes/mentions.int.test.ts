import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedStaff, MessageRecord, ThreadResponse } from '#common/conversation';
import { mailOutbox, users } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let admin: Client;
let daniel: Client;
let danielId: string;
let ideaId: string;

const idOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
  const alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
  );
  admin = await t.signInAdmin();
  // An admin who never gave a name: listed by address to admins, by role to reviewers.
  await t.db.update(users).set({ name: '' }).where(eq(users.email, TEST_ADMIN.email));
  daniel = await t.createAccount('daniel@portal.test', 'Daniel-Pass-1');
  await t.db
    .update(users)
    .set({ name: 'Daniel Park' })
    .where(eq(users.email, 'daniel@portal.test'));
  danielId = await idOf('daniel@portal.test');
  await jsonOf(
    await admin.request(`/api/admin/users/${danielId}/role`, { json: { role: 'reviewer' } }),
  );
  await enrolTwoFactor(daniel, 'Daniel-Pass-1');
  ideaId = await sendIdea(alice, { ideaTitle: 'Aspiration catheter with a softer tip' });
  await jsonOf(
    await admin.request('/api/admin/assignments', {
      json: { submissionIds: [ideaId], reviewerIds: [danielId] },
    }),
  );
});
afterAll(() => t.close());

const note = async (client: Client, text: string, mentions: string[] = []) =>
  (
    await jsonOf<{ message: MessageRecord }>(
      await client.request(`/api/admin/submissions/${ideaId}/messages`, {
        json: { id: randomUUID(), kind: 'note', text, mentions },
      }),
      201,
    )
  ).message;
const mailsTo = async (address: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))).length;

describe('mentions in internal notes', () => {
  it('resolve the name the picker inserts, with the id it picked, and say who was mentioned', async () => {
    const before = await mailsTo('daniel@portal.test');
    const message = await note(admin, '@Daniel Park, please look at the claims.', [danielId]);
    expect(message.mentions).toEqual([{ id: danielId, name: 'Daniel Park' }]);
    expect(await mailsTo('daniel@portal.test')).toBe(before + 1);
  });

  it('resolve the picked name typed out in full, without an id', async () => {
    const message = await note(admin, 'Over to you, @daniel park.');
    expect(message.mentions).toEqual([{ id: danielId, name: 'Daniel Park' }]);
  });

  it('mention no one for an @word that names no one, and say so by an empty list', async () => {
    const before = await mailsTo('daniel@portal.test');
    const message = await note(admin, '@daniel please look');
    expect(message.mentions).toEqual([]);
    expect(await mailsTo('daniel@portal.test')).toBe(before);
  });

  it('name a colleague without a name to a reviewer as the picker did, never by address', async () => {
    const { staff } = await jsonOf<{ staff: ListedStaff[] }>(
      await daniel.request(`/api/admin/staff?submissionId=${ideaId}`),
    );
    const nameless = staff.find((member) => member.role === 'admin')!;
    expect(nameless.name).toBe('Administrator');
    const message = await note(daniel, `@${nameless.name} can you check?`, [nameless.id]);
    expect(message.mentions).toEqual([{ id: nameless.id, name: 'Administrator' }]);
    const thread = await jsonOf<ThreadResponse>(
      await daniel.request(`/api/admin/submissions/${ideaId}/messages`),
    );
    expect(JSON.stringify(thread)).not.toContain(TEST_ADMIN.email);
    // Admins, who may read every staff address, still see whom it was.
    const seenByAdmin = await jsonOf<ThreadResponse>(
      await admin.request(`/api/admin/submissions/${ideaId}/messages`),
    );
    expect(seenByAdmin.messages.at(-1)!.mentions).toEqual([
      { id: nameless.id, name: TEST_ADMIN.email },
    ]);
  });
});
