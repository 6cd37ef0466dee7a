import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LOCK_FAILURES } from '#common/auth/constants';
import { users } from '../db/schema';
import { startTestPortal, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Carotid-Stent-5';
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** A form post, as an HTML form on another page (or a script) would send it. */
const formPost = (client: ReturnType<TestPortal['client']>, path: string, fields: object) =>
  client.request(path, {
    method: 'POST',
    body: new TextEncoder().encode(
      new URLSearchParams(fields as Record<string, string>).toString(),
    ),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the auth library behind the portal', () => {
  it('answers 404 for every endpoint the portal does not use, whoever asks', async () => {
    await t.createAccount('someone@example.com', PASSWORD);
    const admin = await t.signInAdmin();
    const someoneId = await userId('someone@example.com');
    const calls: [string, object | undefined][] = [
      ['/api/auth/admin/impersonate-user', { userId: someoneId }],
      ['/api/auth/admin/set-user-password', { userId: someoneId, newPassword: 'Hijacked-Pass-1' }],
      ['/api/auth/admin/set-role', { userId: someoneId, role: 'admin' }],
      [
        '/api/auth/admin/create-user',
        { email: 'rogue@example.com', password: PASSWORD, name: 'Rogue', role: 'admin' },
      ],
      ['/api/auth/admin/remove-user', { userId: someoneId }],
      ['/api/auth/admin/list-users', undefined],
      ['/api/auth/verify-password', { password: 'Admin-Passw0rd!' }],
      ['/api/auth/update-user', { name: 'Changed' }],
      ['/api/auth/list-sessions', undefined],
      ['/api/auth/get-session', undefined],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/delete-user', {}],
      ['/api/auth/change-email', { newEmail: 'other@example.com' }],
    ];
    for (const [path, json] of calls) {
      const response = await admin.request(path, json === undefined ? {} : { json });
      expect(response.status, path).toBe(404);
    }
    expect((await t.db.select().from(users).where(eq(users.id, someoneId)))[0]).toMatchObject({
      role: 'user',
      email: 'someone@example.com',
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'rogue@example.com'))).toEqual([]);
    const someone = t.client();
    expect((await someone.signIn('someone@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses bodies that are not JSON with 415, on every route it serves', async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
      '/api/auth/send-verification-email',
      '/api/auth/change-password',
      '/api/auth/sign-out',
    ]) {
      const response = await formPost(t.client(), path, { email: 'someone@example.com' });
      expect(response.status, path).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported_media_type');
    }
  });

  it('lets no form post past the account lock, and the lock counts every guess', async () => {
    await t.createAccount('formlock@example.com', PASSWORD);
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES; i++) {
      const json = await t.client().signIn('formlock@example.com', `wrong-${i}`);
      expect(json.status).toBe(401);
    }
    const form = t.client();
    const response = await formPost(form, '/api/auth/sign-in/email', {
      email: 'formlock@example.com',
      password: PASSWORD,
    });
    expect(response.status).not.toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await form.signedInAs()).toBeNull();
  });
});

describe('answers of the auth library', () => {
  it('never carry the session token, which stays in its HttpOnly cookie', async () => {
    const client = await t.createAccount('tokens@example.com', PASSWORD);
    const signIn = await client.signIn('tokens@example.com', PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().join()).toMatch(/session_token=/);
    expect(await signIn.json()).not.toHaveProperty('token');

    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'Carotid-Stent-6' },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).not.toHaveProperty('token');

    const { authenticator } = await enrolTwoFactor(client, 'Carotid-Stent-6');
    const laptop = t.client();
    expect(await (await laptop.signIn('tokens@example.com', 'Carotid-Stent-6')).json()).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: expect.any(Array),
    });
    const verified = await laptop.request('/api/auth/two-factor/verify-totp', {
      json: { code: authenticator.generate() },
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).not.toHaveProperty('token');
    expect(await laptop.signedInAs()).toBe('tokens@example.com');
  });
});
