import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { linkIn } from '../test/smtp-sink';
import { startTestPortal, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Stent-Graft-42';

describe('a new account', () => {
  it('is created with its profile and receives a verification mail whose link confirms it', async () => {
    const client = t.client();
    const signUp = await client.signUp('Clinician@Example.com', PASSWORD);
    expect(signUp.status).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'clinician@example.com'));
    expect(user).toMatchObject({ emailVerified: false, role: 'user' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(profile).toBeDefined();

    expect(await t.deliverMail()).toBe(1);
    const [mail] = t.sink.to('clinician@example.com');
    expect(mail!.subject).toBe('Confirm your email for the Innovation Portal');
    expect(mail!.html).toContain('Confirm email');

    // Not confirmed yet: signing in is refused.
    const early = await client.signIn('clinician@example.com', PASSWORD);
    expect(early.status).toBe(403);
    expect((await early.json()).error.code).toBe('email_not_verified');

    const verify = await client.request(linkIn(mail!, '/api/auth/verify-email'));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth/callback?redirect=/login');
    const [confirmed] = await t.db.select().from(users).where(eq(users.id, user!.id));
    expect(confirmed!.emailVerified).toBe(true);
    expect(confirmed!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('signs in once confirmed and sees itself at /api/me', async () => {
    const client = t.client();
    const signIn = await client.signIn('clinician@example.com', PASSWORD);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await client.request('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: 'clinician@example.com', emailVerified: true, isAdmin: false },
      profile: { signature: null },
    });
  });

  it('is refused with a wrong password, in the one error shape', async () => {
    const response = await t.client().signIn('clinician@example.com', 'Wrong-Password-1');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_email_or_password', message: expect.any(String) },
    });
  });

  it('cannot be registered twice, and a second sign-up does not reveal that it exists', async () => {
    const again = await t.client().signUp('clinician@example.com', 'Other-Password-9');
    const fresh = await t.client().signUp('newcomer@example.com', 'Other-Password-9');
    expect(again.status).toBe(fresh.status);
    expect(
      await t.db.select().from(users).where(eq(users.email, 'clinician@example.com')),
    ).toHaveLength(1);
    expect((await t.client().signIn('clinician@example.com', PASSWORD)).status).toBe(200);
    expect((await t.client().signIn('clinician@example.com', 'Other-Password-9')).status).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers too many sign-ins from one address with 429 and the seconds to wait', async () => {
    const client = t.client();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.signIn('nobody@example.com', 'Wrong-Password-1')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await client.signIn('nobody@example.com', 'Wrong-Password-1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatchObject({ message: expect.any(String) });
    // Another address is not affected.
    expect((await t.client().signIn('nobody@example.com', 'Wrong-Password-1')).status).toBe(401);
  });
});

describe('/api/me', () => {
  it('refuses a visitor without a session', async () => {
    const response = await t.client().request('/api/me');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthenticated');
  });

  it('refuses a forged session cookie', async () => {
    const response = await t.client().request('/api/me', {
      headers: { cookie: 'better-auth.session_token=forged.token' },
    });
    expect(response.status).toBe(401);
  });
});

describe('the first admin', () => {
  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD, confirmed, and is an admin', async () => {
    const client = t.client();
    expect((await client.signIn('admin@portal.test', 'Admin-Passw0rd!')).status).toBe(200);
    const me = await (await client.request('/api/me')).json();
    expect(me.user).toMatchObject({
      email: 'admin@portal.test',
      isAdmin: true,
      emailVerified: true,
    });
    expect(t.printed).toEqual([]);
  });
});
