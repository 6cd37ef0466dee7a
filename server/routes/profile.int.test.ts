import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '#common/contracts/me';
import { profileMessages } from '#common/profile';
import { auditLog, profiles, users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let owner: Client;
let other: Client;
beforeAll(async () => {
  t = await startTestPortal();
  owner = await t.createSignedAccount('name.owner@example.com', PASSWORD, 'Dana Reyes');
  other = await t.createAccount('other.person@example.com', PASSWORD);
});
afterAll(() => t.close());

const PASSWORD = 'Basilar-Tip-8';
const rename = (client: Client, body: unknown) =>
  client.request('/api/account/profile', { method: 'PATCH', json: body as object });
const meOf = async (client: Client) =>
  ((await (await client.request('/api/me')).json()) as MeResponse).profile;
const profileRow = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return (await t.db.select().from(profiles).where(eq(profiles.id, user!.id)))[0]!;
};
const renames = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'profile.name_changed'), eq(auditLog.targetId, user!.id)));
};

describe('authorisation', () => {
  let unconfirmed: Client;
  beforeAll(async () => {
    unconfirmed = await t.createAccount('unconfirmed.name@example.com', PASSWORD);
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'unconfirmed.name@example.com'));
  });

  it('refuses a visitor with 401', async () => {
    const response = await rename(t.client(), { fullName: 'Somebody' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('refuses an unconfirmed address as other user routes do, changing nothing', async () => {
    const response = await rename(unconfirmed, { fullName: 'Somebody' });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('email_not_verified');
    expect((await profileRow('unconfirmed.name@example.com')).fullName).toBeNull();
  });
});

describe('changing one’s name', () => {
  it('changes the signed-in account’s own name, trimmed, at once in /api/me, and audits it', async () => {
    const response = await rename(owner, { fullName: '  Dr. Dana Reyes-Okafor ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fullName: 'Dr. Dana Reyes-Okafor' });
    expect(await meOf(owner)).toMatchObject({ fullName: 'Dr. Dana Reyes-Okafor' });
    const [entry, ...more] = await renames('name.owner@example.com');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: 'name.owner@example.com',
      targetType: 'user',
      details: { from: 'Dana Reyes', to: 'Dr. Dana Reyes-Okafor' },
    });
    // Nobody else's name moved.
    expect((await profileRow('other.person@example.com')).fullName).toBeNull();
  });

  it('records nothing when the name is the same', async () => {
    expect((await rename(owner, { fullName: 'Dr. Dana Reyes-Okafor' })).status).toBe(200);
    expect(await renames('name.owner@example.com')).toHaveLength(1);
  });

  it.each([
    ['an empty name', { fullName: '   ' }, profileMessages.nameRequired],
    ['no name', {}, profileMessages.nameRequired],
    ['a name that is not text', { fullName: 42 }, profileMessages.nameRequired],
    ['a name over 200 characters', { fullName: 'A'.repeat(201) }, profileMessages.nameTooLong],
  ])(
    'refuses %s with the form’s message on its field, changing nothing',
    async (_, body, message) => {
      const response = await rename(other, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatchObject({
        code: 'invalid_input',
        message,
        field: 'fullName',
      });
      expect((await profileRow('other.person@example.com')).fullName).toBeNull();
      expect(await renames('other.person@example.com')).toEqual([]);
    },
  );
});
