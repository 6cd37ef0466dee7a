import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSessionsResponseSchema,
  sessionMessages,
  type AccountSession,
} from '#common/contracts/sessions';
import { auditLog, users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let laptop: Client;
let otherUser: Client;
beforeAll(async () => {
  t = await startTestPortal();
  laptop = await t.createAccount('owner@example.com', PASSWORD);
  otherUser = await t.createAccount('someone@example.com', PASSWORD);
});
afterAll(() => t.close());

const PASSWORD = 'Carotid-Stent-4';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Signs the account in from another browser, identified by its user agent. */
async function signInFrom(userAgent: string, ip?: string) {
  const client = t.client(ip);
  const response = await client.request('/api/auth/sign-in/email', {
    json: { email: 'owner@example.com', password: PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return client;
}

const list = async (client: Client): Promise<AccountSession[]> => {
  const response = await client.request('/api/account/sessions');
  expect(response.status).toBe(200);
  return accountSessionsResponseSchema.parse(await response.json()).sessions;
};
const revoke = (client: Client, id: string) =>
  client.request(`/api/account/sessions/${id}`, { method: 'DELETE' });
const auditOf = async (action: string) => {
  const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@example.com'));
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, owner!.id)));
};

describe('authorisation', () => {
  // Signed in, then the address is no longer confirmed (as after an address change).
  let unconfirmed: Client;
  beforeAll(async () => {
    unconfirmed = await t.createAccount('unconfirmed@example.com', PASSWORD);
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'unconfirmed@example.com'));
  });
  const routes: [string, string][] = [
    ['GET', '/api/account/sessions'],
    ['DELETE', `/api/account/sessions/${randomUUID()}`],
    ['POST', '/api/account/sessions/revoke-others'],
  ];

  it.each(routes)('%s %s refuses a visitor with 401', async (method, path) => {
    const response = await t.client().request(path, { method });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it.each(routes)(
    '%s %s refuses an unconfirmed address as other user routes do',
    async (method, path) => {
      const response = await unconfirmed.request(path, { method });
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe('email_not_verified');
    },
  );
});

describe('the account\u2019s sessions', () => {
  it('lists each browser with its device, address and times, marking this one, and no tokens', async () => {
    await signInFrom(CHROME_MAC, '198.51.100.11');
    await signInFrom(SAFARI_IPHONE, '2001:db8::7');
    const response = await laptop.request('/api/account/sessions');
    const text = await response.text();
    expect(text).not.toMatch(/token/i);
    const sessions = await list(laptop);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device: 'Chrome on macOS', ipAddress: '198.51.100.11' }),
        // The whole IPv6 address, written short.
        expect.objectContaining({ device: 'Safari on iOS', ipAddress: '2001:db8::7' }),
      ]),
    );
    for (const session of sessions)
      expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(
        Date.parse(session.signedInAt),
      );
    // Nobody else's.
    expect((await list(otherUser)).every((s) => !sessions.some((o) => o.id === s.id))).toBe(true);
  });

  it('ends one other session: that browser is signed out, this one is not; audited', async () => {
    const phone = await signInFrom(SAFARI_IPHONE);
    const target = (await list(phone)).find((s) => s.current)!;
    const response = await revoke(laptop, target.id);
    expect(response.status).toBe(204);
    expect(await phone.signedInAs()).toBeNull();
    expect(await laptop.signedInAs()).toBe('owner@example.com');
    expect((await list(laptop)).map((s) => s.id)).not.toContain(target.id);
    const [entry] = (await auditOf('session.revoked')).filter(
      (e) => e.details?.sessionId === target.id,
    );
    expect(entry).toMatchObject({
      actorEmail: 'owner@example.com',
      details: { device: 'Safari on iOS' },
    });
  });

  it('answers 404 for someone else\u2019s session, a gone one or a malformed id, ending nothing', async () => {
    const theirs = (await list(otherUser)).find((s) => s.current)!;
    for (const id of [theirs.id, randomUUID(), 'not-a-session', '1%27%20or%201=1'])
      expect(await (await revoke(laptop, id)).json()).toEqual({
        error: {
          code: 'not_found',
          message: sessionMessages.notFound,
          requestId: expect.any(String),
        },
      });
    expect((await revoke(laptop, theirs.id)).status).toBe(404);
    expect(await otherUser.signedInAs()).toBe('someone@example.com');
  });

  it('will not end the session asking: that is signing out', async () => {
    const mine = (await list(laptop)).find((s) => s.current)!;
    const response = await revoke(laptop, mine.id);
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('current_session');
    expect(await laptop.signedInAs()).toBe('owner@example.com');
  });

  it('signs out every other session at once, audited, keeping this one', async () => {
    const others = [await signInFrom(CHROME_MAC), await signInFrom(SAFARI_IPHONE)];
    const count = (await list(laptop)).length - 1;
    const response = await laptop.request('/api/account/sessions/revoke-others', {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revoked: count });
    for (const other of others) expect(await other.signedInAs()).toBeNull();
    expect(await laptop.signedInAs()).toBe('owner@example.com');
    expect((await list(laptop)).map((s) => s.current)).toEqual([true]);
    expect(await auditOf('session.revoked_others')).toMatchObject([{ details: { count } }]);
    expect(await otherUser.signedInAs()).toBe('someone@example.com');
  });
});
