import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema';
import { notifyStaff } from '../services/notifications/staff';
import { createTestDatabase } from '../test/database';
import { linkIn } from '../test/smtp-sink';
import {
  startTestPortal,
  TEST_APP_URL,
  tokenOf,
  verificationCall,
  type TestPortal,
} from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: 'staff@portal.test' });
});
afterAll(() => t.close());

const PASSWORD = 'Stent-Graft-42';
const userByEmail = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('sign-up', () => {
  it('creates the account and its profile, and mails a link to the callback page', async () => {
    const signUp = await t.client().signUp('Clinician@Example.com', PASSWORD);
    expect(signUp.status).toBe(200);
    const user = await userByEmail('clinician@example.com');
    expect(user).toMatchObject({ emailVerified: false, role: 'user' });
    expect(await t.db.select().from(profiles).where(eq(profiles.id, user!.id))).toHaveLength(1);

    const mail = await t.latestMailTo('clinician@example.com');
    expect(mail.subject).toBe('Confirm your email for the Innovation Portal');
    const link = linkIn(mail, '/auth/callback');
    expect(link).toMatch(
      new RegExp(`^${TEST_APP_URL}/auth/callback\\?token=[^&]+&redirect=/login$`),
    );
  });

  it('tells staff about the new account', async () => {
    const user = await userByEmail('clinician@example.com');
    const mail = await t.latestMailTo('staff@portal.test', 'New portal registration');
    expect(mail.subject).toBe('New portal registration (Innovation Portal)');
    expect(mail.text).toMatch(
      /clinician@example\.com registered an account on \w+ \d{1,2}, \d{4} at \d{1,2}:\d\d [AP]M UTC\./,
    );
    expect(mail.text).toContain(`View the user: http://portal.test/admin/details/${user!.id}\n`);
  });

  it('refuses signing in until the address is confirmed', async () => {
    const response = await t.client().signIn('clinician@example.com', PASSWORD);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('email_not_verified');
  });

  it.each([
    ['short', 'Ab1!', 'password_too_short', 'Password must be at least 8 characters long.'],
    [
      'overlong',
      'Aa1!'.repeat(33),
      'password_too_long',
      'Password must be at most 128 characters long.',
    ],
  ])(
    'refuses a %s password with the spec message and creates nothing',
    async (_, password, code, message) => {
      const response = await t.client().signUp('weak@example.com', password);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code, message, field: 'password', requestId: expect.any(String) },
      });
      expect(await userByEmail('weak@example.com')).toBeUndefined();
    },
  );

  it('refuses a malformed address', async () => {
    const response = await t.client().signUp('not-an-address', PASSWORD);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
    expect(await userByEmail('not-an-address')).toBeUndefined();
  });

  it('answers a second sign-up for a taken address byte for byte as for a new one, changing nothing', async () => {
    const again = await t.client().signUp('clinician@example.com', 'Other-Password-9');
    const fresh = await t.client().signUp('newcomer@example.com', 'Other-Password-9');
    expect(again.status).toBe(fresh.status);
    expect(again.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(await again.text()).toBe(await fresh.text());
    expect(
      await t.db.select().from(users).where(eq(users.email, 'clinician@example.com')),
    ).toHaveLength(1);
  });

  it('tells the owner of a taken address by mail, with links to sign in and reset, at most hourly', async () => {
    const before = t.sink.to('clinician@example.com').length;
    await t.client().signUp('Clinician@example.com', 'Third-Password-9');
    const mail = await t.latestMailTo('clinician@example.com', 'Sign-up attempt');
    expect(mail.subject).toBe('Sign-up attempt with your Innovation Portal email address');
    expect(mail.text).toContain(`${TEST_APP_URL}/login`);
    expect(mail.text).toContain(`${TEST_APP_URL}/forgot-password`);
    // The earlier attempt in this file already mailed once this hour: no second message.
    expect(t.sink.to('clinician@example.com').length).toBe(before + 1);
    await t.client().signUp('clinician@example.com', 'Fourth-Password-9');
    await t.deliverMail();
    expect(t.sink.to('clinician@example.com').length).toBe(before + 1);
  });

  it('ignores a role sent with the form', async () => {
    await t.client().request('/api/auth/sign-up/email', {
      json: {
        email: 'climber@example.com',
        password: PASSWORD,
        name: '',
        role: 'admin',
        acceptTerms: true,
      },
    });
    expect((await userByEmail('climber@example.com'))?.role ?? 'user').toBe('user');
  });

  it('limits sign-ups from one address', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await client.signUp(`burst${i}@example.com`, PASSWORD)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await client.signUp('burst-last@example.com', PASSWORD);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(await userByEmail('burst-last@example.com')).toBeUndefined();
  });
});

describe('the verification link', () => {
  it('confirms the address and stamps the time, without signing the browser in', async () => {
    const client = t.client();
    const link = linkIn(await t.latestMailTo('clinician@example.com', 'Confirm'), '/auth/callback');
    const response = await client.request(verificationCall(link));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: true });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await client.signedInAs()).toBeNull();
    expect((await userByEmail('clinician@example.com'))!.emailVerifiedAt).toBeInstanceOf(Date);

    expect((await client.signIn('clinician@example.com', PASSWORD)).status).toBe(200);
    expect(await client.signedInAs()).toBe('clinician@example.com');
  });

  it("leaves a browser signed in as someone else as it was (another account's link)", async () => {
    const victim = await t.createAccount('victim@example.com', PASSWORD);
    await t.client().signUp('attacker@example.com', PASSWORD);
    const attackersLink = linkIn(await t.latestMailTo('attacker@example.com'), '/auth/callback');

    const response = await victim.request(verificationCall(attackersLink));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await victim.signedInAs()).toBe('victim@example.com');
    expect((await userByEmail('attacker@example.com'))!.emailVerified).toBe(true);
  });

  it('fails cleanly when used again', async () => {
    const link = linkIn(await t.latestMailTo('clinician@example.com', 'Confirm'), '/auth/callback');
    const response = await t.client().request(verificationCall(link));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'link_already_used',
        message: 'This verification link has already been used. Please sign in.',
        requestId: expect.any(String),
      },
    });
  });

  it('fails cleanly when forged or expired', async () => {
    const forged = await t.client().request('/api/auth/verify-email?token=not.a.token');
    expect(forged.status).toBe(401);
    expect((await forged.json()).error.code).toBe('invalid_token');

    await t.client().signUp('late@example.com', PASSWORD);
    const secret = (await readFile(path.join(t.dataDir, 'auth-secret'), 'utf8')).trim();
    const expired = await createEmailVerificationToken(secret, 'late@example.com', undefined, -60);
    const response = await t.client().request(`/api/auth/verify-email?token=${expired}`);
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('token_expired');
    expect((await userByEmail('late@example.com'))!.emailVerified).toBe(false);
  });

  it('confirms only the account it was issued to', async () => {
    await t.client().signUp('first@example.com', PASSWORD);
    await t.client().signUp('second@example.com', PASSWORD);
    const firstLink = linkIn(await t.latestMailTo('first@example.com'), '/auth/callback');

    expect((await t.client().request(verificationCall(firstLink))).status).toBe(200);
    expect((await userByEmail('first@example.com'))!.emailVerified).toBe(true);
    expect((await userByEmail('second@example.com'))!.emailVerified).toBe(false);
  });

  it('is refused for an account that was replaced since it was sent', async () => {
    await t.client().signUp('reused@example.com', PASSWORD);
    const oldLink = linkIn(await t.latestMailTo('reused@example.com'), '/auth/callback');
    await t.db.delete(users).where(eq(users.email, 'reused@example.com'));
    await t.client().signUp('reused@example.com', PASSWORD);

    const response = await t.client().request(verificationCall(oldLink));
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('invalid_token');
    expect((await userByEmail('reused@example.com'))!.emailVerified).toBe(false);
    expect(tokenOf(oldLink)).not.toBe(
      tokenOf(linkIn(await t.latestMailTo('reused@example.com'), '/auth/callback')),
    );
  });
});

describe('resending the verification mail', () => {
  it('sends a new link, at most once a minute per address, answering the same for unknown ones', async () => {
    await t.client().signUp('resend@example.com', PASSWORD);
    await t.deliverMail();
    const before = t.sink.to('resend@example.com').length;
    const client = t.client();

    const first = await client.request('/api/auth/send-verification-email', {
      json: { email: 'resend@example.com' },
    });
    expect(first.status).toBe(200);
    await t.deliverMail();
    expect(t.sink.to('resend@example.com')).toHaveLength(before + 1);

    // From another address too: the limit follows the e-mail address.
    const again = await t.client().request('/api/auth/send-verification-email', {
      json: { email: 'Resend@Example.com' },
    });
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await again.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `Too many requests. Please wait ${wait} seconds before trying again.`,
        requestId: expect.any(String),
      },
    });

    const unknown = await client.request('/api/auth/send-verification-email', {
      json: { email: 'ghost@example.com' },
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ status: true });
    await t.deliverMail();
    expect(t.sink.to('ghost@example.com')).toHaveLength(0);
  });
});

describe('staff notifications', () => {
  it('never stop the action that caused them, even when they cannot be queued', async () => {
    const testDatabase = await createTestDatabase();
    const database = await testDatabase.open();
    await database.close();
    await expect(
      notifyStaff(
        database.db,
        { to: 'staff@portal.test', appUrl: 'http://portal.test' },
        {
          type: 'user-signup',
          data: {
            id: 'x',
            email: 'x@example.com',
            full_name: null,
            registration_date: new Date().toISOString(),
          },
        },
      ),
    ).resolves.toBeUndefined();
    await testDatabase.drop();
  });
});

describe('missing credentials', () => {
  it.each([
    ['sign-up', '/api/auth/sign-up/email', { email: '', password: 'Strong-Pass-1', name: '' }],
    ['sign-up', '/api/auth/sign-up/email', { email: 'nobody@example.com', name: '' }],
    ['sign-in', '/api/auth/sign-in/email', { email: '  ', password: 'Strong-Pass-1' }],
    ['sign-in', '/api/auth/sign-in/email', { email: 'nobody@example.com', password: '' }],
  ])('are refused at %s in the spec’s words, creating nothing', async (_, path, body) => {
    const before = (await t.db.select().from(users)).length;
    const response = await t.client().request(path, { json: body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'missing_credentials',
        message: 'You must provide either an email or phone number and a password',
        requestId: expect.any(String),
      },
    });
    expect(await t.db.select().from(users)).toHaveLength(before);
  });
});
