import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Basilar-Tip-7';
const COOKIE = 'better-auth.session_token';
const DAY = 24 * 60 * 60 * 1000;

/** The session token a client's cookie carries, and its signature. */
const cookieOf = (client: Client) => {
  const value = decodeURIComponent(client.cookies.get(COOKIE)!);
  const dot = value.lastIndexOf('.');
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
};
const sign = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
const headersWith = (cookie: string) => new Headers({ cookie });

/** A signed-in user route: 200 for the session's owner, 401 for anyone without a session. */
const sessionsList = (client: Client) => client.request('/api/account/sessions');
const me = async (client: Client) =>
  ((await (await client.request('/api/me')).json()) as { user: { email: string } | null }).user;
const sessionRow = async (token: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.token, token)))[0];

/** A second browser signed in to the account, with its own cookie. */
async function signedIn(email: string) {
  const client = t.client();
  expect((await client.signIn(email, PASSWORD)).status).toBe(200);
  return client;
}

describe('a session the cookie names', () => {
  it('answers as the library does, for a user and for an admin with two-factor on', async () => {
    const user = await t.createAccount('same@example.com', PASSWORD);
    const admin = await t.signInAdmin();
    for (const client of [user, admin]) {
      const headers = headersWith(`${COOKIE}=${client.cookies.get(COOKIE)}`);
      const read = await t.portal.auth.readSession(headers);
      expect(read).not.toBeNull();
      expect(read).toEqual(await t.portal.auth.api.getSession({ headers }));
    }
    const adminSession = await t.portal.auth.readSession(
      headersWith(`${COOKIE}=${admin.cookies.get(COOKIE)}`),
    );
    expect(adminSession?.user).toMatchObject({
      email: TEST_ADMIN.email,
      role: 'admin',
      twoFactorEnabled: true,
    });
  });

  it('is found among other cookies', async () => {
    const client = await t.createAccount('among@example.com', PASSWORD);
    client.cookies.set('theme', 'dark');
    expect(await me(client)).toMatchObject({ email: 'among@example.com' });
    expect((await sessionsList(client)).status).toBe(200);
  });
});

describe('refused as before', () => {
  let owner: Client;
  beforeAll(async () => {
    owner = await t.createAccount('owner@example.com', PASSWORD);
  });

  it('a visitor without a cookie', async () => {
    expect(await t.portal.auth.readSession(new Headers())).toBeNull();
    expect((await sessionsList(t.client())).status).toBe(401);
  });

  it('a changed signature', async () => {
    const { token, signature } = cookieOf(owner);
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const thief = t.client();
    thief.cookies.set(COOKIE, encodeURIComponent(`${token}.${flipped}`));
    expect((await sessionsList(thief)).status).toBe(401);
    expect(await me(thief)).toBeNull();
  });

  it('a signature in another spelling of base64', async () => {
    const { token, signature } = cookieOf(owner);
    const thief = t.client();
    thief.cookies.set(COOKIE, `${token}.${signature.replace(/\+/g, '-').replace(/\//g, '_')}x`);
    expect((await sessionsList(thief)).status).toBe(401);
  });

  it('a cookie signed with another secret', async () => {
    const { token } = cookieOf(owner);
    const thief = t.client();
    thief.cookies.set(COOKIE, sign(token, 'not-the-portal-secret-but-just-as-long-0123'));
    expect((await sessionsList(thief)).status).toBe(401);
    expect(await me(thief)).toBeNull();
  });

  it('an unsigned token', async () => {
    const thief = t.client();
    thief.cookies.set(COOKIE, cookieOf(owner).token);
    expect((await sessionsList(thief)).status).toBe(401);
  });

  it('a validly signed token of no session', async () => {
    const secret = (await t.portal.auth.$context).secret;
    const thief = t.client();
    thief.cookies.set(COOKIE, sign('NoSuchSessionTokenAtAll0123456789', secret));
    expect((await sessionsList(thief)).status).toBe(401);
  });

  it('a session signed out elsewhere, at once', async () => {
    const laptop = await signedIn('owner@example.com');
    expect((await sessionsList(laptop)).status).toBe(200);
    const signOut = await laptop.request('/api/auth/sign-out', { json: {} });
    expect(signOut.status).toBe(200);
    // The browser that signed out forgets its cookie; one who copied it keeps it.
    const copy = t.client();
    copy.cookies.set(COOKIE, sign(cookieOf(laptop).token, (await t.portal.auth.$context).secret));
    expect((await sessionsList(copy)).status).toBe(401);
  });

  it('a session revoked from the sessions list', async () => {
    const phone = await signedIn('owner@example.com');
    const { token } = cookieOf(phone);
    const row = await sessionRow(token);
    const revoked = await owner.request(`/api/account/sessions/${row!.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect((await sessionsList(phone)).status).toBe(401);
    expect(await me(phone)).toBeNull();
  });

  it('an expired session, which is then removed', async () => {
    const old = await signedIn('owner@example.com');
    const { token } = cookieOf(old);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, token));
    expect((await sessionsList(old)).status).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
  });

  it('a deleted account', async () => {
    const client = await t.createAccount('gone@example.com', PASSWORD);
    await t.db.delete(users).where(eq(users.email, 'gone@example.com'));
    expect((await sessionsList(client)).status).toBe(401);
    expect(await me(client)).toBeNull();
  });

  it('an address no longer confirmed reaches only "who am I"', async () => {
    const client = await t.createAccount('unconfirmed@example.com', PASSWORD);
    await t.db
      .update(users)
      .set({ emailVerified: false })
      .where(eq(users.email, 'unconfirmed@example.com'));
    const response = await sessionsList(client);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('email_not_verified');
    expect(await me(client)).toMatchObject({ email: 'unconfirmed@example.com' });
  });
});

describe('sliding expiry', () => {
  it('extends a session used after a day, and not one used sooner', async () => {
    const client = await t.createAccount('sliding@example.com', PASSWORD);
    const { token } = cookieOf(client);
    const fresh = (await sessionRow(token))!.expiresAt;
    expect((await sessionsList(client)).status).toBe(200);
    expect((await sessionRow(token))!.expiresAt).toEqual(fresh);

    // As if signed in 25 hours ago: 29 days less an hour left.
    const aged = new Date(Date.now() + 29 * DAY - 60 * 60 * 1000);
    await t.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.token, token));
    expect((await sessionsList(client)).status).toBe(200);
    const extended = (await sessionRow(token))!.expiresAt;
    expect(extended.getTime()).toBeGreaterThan(Date.now() + 30 * DAY - 60 * 1000);
  });
});

describe('on https', () => {
  let secure: TestPortal;
  beforeAll(async () => {
    secure = await startTestPortal({ APP_URL: 'https://portal.test' });
  });
  afterAll(() => secure.close());

  it('reads only the __Secure- cookie', async () => {
    const { headers } = await secure.portal.auth.api.signInEmail({
      body: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      returnHeaders: true,
    });
    const [pair] = headers.getSetCookie()[0]!.split(';');
    expect(pair).toMatch(/^__Secure-better-auth\.session_token=/);
    const session = await secure.portal.auth.readSession(headersWith(pair!));
    expect(session?.user.email).toBe(TEST_ADMIN.email);
    const unprefixed = pair!.replace(/^__Secure-/, '');
    expect(await secure.portal.auth.readSession(headersWith(unprefixed))).toBeNull();
  });
});
