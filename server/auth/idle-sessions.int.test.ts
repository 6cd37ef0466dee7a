import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { openEvents } from '../test/event-stream';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Vertebral-Loop-4';
const MINUTE = 60_000;
const BACKGROUND = { 'x-background-request': '1' };

const sessionsOf = async (email: string) =>
  t.db
    .select({ id: sessions.id, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));

/** Makes every session of the account last used `minutes` ago. */
async function leaveUnused(email: string, minutes: number) {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.db
    .update(sessions)
    .set({ lastActiveAt: new Date(Date.now() - minutes * MINUTE) })
    .where(eq(sessions.userId, user!.id));
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

const own = (client: Client, path = '/api/account/sessions') => client.request(path);

describe('a session nobody uses', () => {
  it('ends for an inventor after 12 hours without use, and answers why once', async () => {
    const inventor = await t.createAccount('idle-inventor@example.com', PASSWORD);
    const me = (await (await own(inventor, '/api/me')).json()) as { user: { idleMinutes: number } };
    expect(me.user.idleMinutes).toBe(720);

    await leaveUnused('idle-inventor@example.com', 11 * 60);
    expect((await own(inventor)).status).toBe(200);

    await leaveUnused('idle-inventor@example.com', 12 * 60 + 1);
    const refused = await own(inventor);
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({
      code: 'session_idle',
      message: 'You were signed out after 12 hours without activity. Please sign in again.',
      requestId: expect.any(String),
    });
    // Ended on the server, for every instance: the next request is a visitor's.
    expect(await sessionsOf('idle-inventor@example.com')).toEqual([]);
    expect((await errorOf(await own(inventor))).code).toBe('unauthenticated');
    expect(await inventor.signedInAs()).toBeNull();
  });

  it('ends for staff after 30 minutes, on the admin API and on the account routes alike', async () => {
    const admin = await t.signInAdmin();
    await leaveUnused(TEST_ADMIN.email, 29);
    expect((await own(admin, '/api/admin/submissions')).status).toBe(200);

    await leaveUnused(TEST_ADMIN.email, 31);
    const refused = await admin.request('/api/auth/change-password', {
      json: { currentPassword: TEST_ADMIN.password, newPassword: 'Another-Passw0rd!' },
    });
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toMatchObject({
      code: 'session_idle',
      message: 'You were signed out after 30 minutes without activity. Please sign in again.',
    });
    expect(await sessionsOf(TEST_ADMIN.email)).toEqual([]);
    // The password is unchanged, and signing in again works with the old cookie still sent.
    expect((await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });

  it('is kept alive by its person’s own requests, not by background polls or event streams', async () => {
    const inventor = await t.createAccount('idle-poller@example.com', PASSWORD);
    await leaveUnused('idle-poller@example.com', 600);
    const [before] = await sessionsOf('idle-poller@example.com');

    // A page left open polls and holds its event stream: the session's last use stays put.
    expect((await inventor.request('/api/account/sessions', { headers: BACKGROUND })).status).toBe(
      200,
    );
    const events = await openEvents(inventor);
    await events.close();
    expect((await sessionsOf('idle-poller@example.com'))[0]!.lastActiveAt).toEqual(
      before!.lastActiveAt,
    );

    // A request its person makes counts, and restarts the 12 hours.
    expect((await own(inventor)).status).toBe(200);
    const [after] = await sessionsOf('idle-poller@example.com');
    expect(after!.lastActiveAt.getTime()).toBeGreaterThan(
      before!.lastActiveAt.getTime() + 9 * 60 * MINUTE,
    );
    await leaveUnused('idle-poller@example.com', 700);
    expect((await inventor.request('/api/me', { headers: BACKGROUND })).status).toBe(200);
  });

  it('refuses an event stream of an idle session', async () => {
    const inventor = await t.createAccount('idle-listener@example.com', PASSWORD);
    await leaveUnused('idle-listener@example.com', 12 * 60 + 5);
    const refused = await inventor.request('/api/events');
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe('session_idle');
  });
});

describe('SESSION_IDLE_MINUTES', () => {
  it('sets one limit for everyone, or one for staff and one for inventors', async () => {
    const shortly = await startTestPortal({ SESSION_IDLE_MINUTES: 'staff=5,inventors=90' });
    try {
      const inventor = await shortly.createAccount('idle-short@example.com', PASSWORD);
      const admin = await shortly.signInAdmin();
      const idleOf = async (client: Client) =>
        ((await (await client.request('/api/me')).json()) as { user: { idleMinutes: number } }).user
          .idleMinutes;
      expect(await idleOf(inventor)).toBe(90);
      expect(await idleOf(admin)).toBe(5);

      await shortly.db.update(sessions).set({ lastActiveAt: new Date(Date.now() - 6 * MINUTE) });
      expect((await inventor.request('/api/account/sessions')).status).toBe(200);
      const refused = await admin.request('/api/admin/submissions');
      expect(refused.status).toBe(401);
      expect((await errorOf(refused)).message).toContain('after 5 minutes without activity');
    } finally {
      await shortly.close();
    }
  });
});
