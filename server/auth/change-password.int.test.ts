import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const CURRENT = 'Current-Pass-1';

const change = (
  client: ReturnType<TestPortal['client']>,
  currentPassword: string,
  newPassword: string,
) =>
  client.request('/api/auth/change-password', {
    json: { currentPassword, newPassword, revokeOtherSessions: false },
  });

describe('changing the password', () => {
  it('needs a signed-in user', async () => {
    const response = await change(t.client(), CURRENT, 'Another-Pass-2');
    expect(response.status).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const client = await t.createAccount('surgeon@example.com', CURRENT);
    const response = await change(client, 'Not-The-Pass-1', 'Another-Pass-2');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_password',
      field: 'currentPassword',
      message: 'Current password is incorrect',
    });
  });

  it('requires the current password, saying so', async () => {
    const client = t.client();
    await client.signIn('surgeon@example.com', CURRENT);
    const response = await change(client, '', 'Another-Pass-2');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'current_password_required',
        message: 'Current password is required',
        field: 'currentPassword',
        requestId: expect.any(String),
      },
    });
  });

  it.each([
    ['', 'New password is required'],
    ['Abc1', 'Password must be at least 8 characters'],
    ['abcdefgh1', 'Password must contain at least 1 uppercase letter'],
    ['Abcdefghi', 'Password must contain at least 1 number'],
  ])('refuses %j with "%s", changing nothing', async (newPassword, message) => {
    const client = t.client();
    await client.signIn('surgeon@example.com', CURRENT);
    const response = await change(client, CURRENT, newPassword);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'password_rule',
        message,
        field: 'newPassword',
        requestId: expect.any(String),
      },
    });
    expect((await t.client().signIn('surgeon@example.com', CURRENT)).status).toBe(200);
  });

  it('changes it, ends the other sessions, keeps this one and stamps the change', async () => {
    const here = t.client();
    const elsewhere = t.client();
    await here.signIn('surgeon@example.com', CURRENT);
    await elsewhere.signIn('surgeon@example.com', CURRENT);

    // Even when the client asks to keep them, other sessions end.
    const response = await change(here, CURRENT, 'Changed-Pass-2');
    expect(response.status).toBe(200);

    expect(await here.signedInAs()).toBe('surgeon@example.com');
    expect(await elsewhere.signedInAs()).toBeNull();
    expect((await t.client().signIn('surgeon@example.com', CURRENT)).status).toBe(401);
    expect((await t.client().signIn('surgeon@example.com', 'Changed-Pass-2')).status).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'surgeon@example.com'));
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile!.lastPasswordChange).toBeInstanceOf(Date);
  });
});
