import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users, verifications } from '../db/schema';
import { linkIn } from '../test/smtp-sink';
import { startTestPortal, TEST_APP_URL, tokenOf, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const OLD = 'Old-Password-1';
const NEW = 'New-Password-2';

const requestReset = (email: string, client = t.client()) =>
  client.request('/api/auth/request-password-reset', {
    json: { email, redirectTo: '/reset-password' },
  });

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, mailing only the known one', async () => {
    await t.createAccount('nurse@example.com', OLD);
    const known = await requestReset('nurse@example.com');
    const unknown = await requestReset('stranger@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());

    await t.deliverMail();
    expect(t.sink.to('stranger@example.com')).toHaveLength(0);
    const mail = t.sink.to('nurse@example.com').at(-1)!;
    expect(mail.subject).toBe('Reset your Innovation Portal password');
    expect(mail.text).toContain('expires after 24 hours');
    expect(linkIn(mail, '/reset-password')).toMatch(
      new RegExp(`^${TEST_APP_URL}/reset-password\\?token=\\w+$`),
    );
  });

  it('sends at most one mail per address a minute, for known and unknown addresses alike', async () => {
    const known = await requestReset('nurse@example.com');
    const unknown = await requestReset('stranger@example.com');
    for (const response of [known, unknown]) {
      expect(response.status).toBe(429);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await response.json()).error.code).toBe('rate_limited');
    }
  });
});

describe('the reset link', () => {
  let token: string;
  let before: Date | null;

  it('is reported valid before a password is chosen', async () => {
    token = tokenOf(linkIn(t.sink.to('nurse@example.com').at(-1)!, '/reset-password'));
    const response = await t.client().request(`/api/account/password-reset/${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: true });
  });

  it('refuses a password shorter than 8 characters, keeping the link usable', async () => {
    const response = await t
      .client()
      .request('/api/auth/reset-password', { json: { token, newPassword: 'short' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'password_rule',
        message: 'Password must be at least 8 characters long',
        field: 'newPassword',
        requestId: expect.any(String),
      },
    });
    expect((await t.client().request(`/api/account/password-reset/${token}`)).status).toBe(200);
  });

  it('sets the new password, ends every session and stamps the change', async () => {
    const signedIn = t.client();
    expect((await signedIn.signIn('nurse@example.com', OLD)).status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'nurse@example.com'));
    before = (await t.db.select().from(profiles).where(eq(profiles.id, user!.id)))[0]!
      .lastPasswordChange;

    const response = await t
      .client()
      .request('/api/auth/reset-password', { json: { token, newPassword: NEW } });
    expect(response.status).toBe(200);

    expect(await signedIn.signedInAs()).toBeNull();
    expect((await t.client().signIn('nurse@example.com', OLD)).status).toBe(401);
    expect((await t.client().signIn('nurse@example.com', NEW)).status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user!.id));
    expect(before).toBeNull();
    expect(profile!.lastPasswordChange).toBeInstanceOf(Date);
  });

  it('works only once', async () => {
    const check = await t.client().request(`/api/account/password-reset/${token}`);
    expect(check.status).toBe(400);
    expect(await check.json()).toEqual({
      error: {
        code: 'invalid_token',
        message: 'This password reset link is invalid or has expired.',
        requestId: expect.any(String),
      },
    });
    const reuse = await t.client().request('/api/auth/reset-password', {
      json: { token, newPassword: 'Third-Password-3' },
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error.code).toBe('invalid_token');
    expect((await t.client().signIn('nurse@example.com', NEW)).status).toBe(200);
  });

  it('expires after 24 hours', async () => {
    await t.createAccount('night-nurse@example.com', OLD);
    await requestReset('night-nurse@example.com');
    await t.deliverMail();
    const late = tokenOf(linkIn(t.sink.to('night-nurse@example.com').at(-1)!, '/reset-password'));
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${late}`));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    // A day has passed.
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.id, row!.id));
    expect((await t.client().request(`/api/account/password-reset/${late}`)).status).toBe(400);
    const response = await t.client().request('/api/auth/reset-password', {
      json: { token: late, newPassword: 'Fourth-Password-4' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_token');
    expect((await t.client().signIn('night-nurse@example.com', OLD)).status).toBe(200);
  });

  it('is refused when unknown', async () => {
    expect((await t.client().request('/api/account/password-reset/made-up-token')).status).toBe(
      400,
    );
    const response = await t.client().request('/api/auth/reset-password', {
      json: { token: 'made-up-token', newPassword: NEW },
    });
    expect(response.status).toBe(400);
  });
});
