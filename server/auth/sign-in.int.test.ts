import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInFailuresKey } from '../http/limits';
import { ACCOUNT_LOCK_FAILURES } from '#common/auth/constants';
import type { MeResponse } from '#common/contracts/me';
import { profiles, rateLimits, users } from '../db/schema';
import { linkIn } from '../test/smtp-sink';
import { startTestPortal, tokenOf, type TestPortal } from '../test/portal';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Aneurysm-Coil-7';
/** A 429's message states the very number of seconds its Retry-After header gives. */
async function expectWaitInMessage(response: Response, message: (seconds: number) => string) {
  const wait = Number(response.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect((await response.json()).error.message).toBe(message(wait));
  return wait;
}

const profileOf = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return (await t.db.select().from(profiles).where(eq(profiles.id, user!.id)))[0]!;
};

describe('sign-in', () => {
  it('signs a confirmed account in with an HttpOnly, SameSite=Lax cookie and stamps last_login', async () => {
    await t.createAccount('doctor@example.com', PASSWORD);
    const before = (await profileOf('doctor@example.com')).lastLogin!;
    const client = t.client();
    const response = await client.signIn('Doctor@Example.com', PASSWORD);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await profileOf('doctor@example.com')).lastLogin!.getTime()).toBeGreaterThan(
      before.getTime(),
    );
    const me = await client.request('/api/me');
    expect(await me.json()).toMatchObject({
      user: { email: 'doctor@example.com', isAdmin: false },
    });
  });

  it('tells a first sign-in after registering from a return, by the earlier sign-in it records', async () => {
    // createAccount registers, confirms and signs in once, as a person does.
    const first = await t.createAccount('first.visit@example.com', PASSWORD);
    const firstMe = (await (await first.request('/api/me')).json()) as MeResponse;
    expect(firstMe.profile).toMatchObject({ lastLogin: expect.any(String), previousLogin: null });

    const again = t.client();
    expect((await again.signIn('first.visit@example.com', PASSWORD)).status).toBe(200);
    const againMe = (await (await again.request('/api/me')).json()) as MeResponse;
    expect(againMe.profile?.previousLogin).toBe(firstMe.profile?.lastLogin);
    expect(Date.parse(againMe.profile!.lastLogin!)).toBeGreaterThanOrEqual(
      Date.parse(againMe.profile!.previousLogin!),
    );
    // The first browser, still signed in, reads the same record.
    expect(((await (await first.request('/api/me')).json()) as MeResponse).profile).toMatchObject({
      previousLogin: firstMe.profile?.lastLogin,
    });
  });

  it('refuses a wrong password in the one error shape', async () => {
    const response = await t.client().signIn('doctor@example.com', 'Wrong-Password-1');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_email_or_password',
        message: expect.any(String),
        requestId: expect.any(String),
      },
    });
  });

  it('limits attempts from one address, whichever accounts they name', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await client.signIn(`nobody${i}@example.com`, 'Wrong-Password-1')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await client.signIn('doctor@example.com', PASSWORD);
    expect(limited.status).toBe(429);
    await expectWaitInMessage(
      limited.clone(),
      (n) => `Too many requests. Please wait ${n} seconds before trying again.`,
    );
    expect((await limited.json()).error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await t.client().signIn('doctor@example.com', PASSWORD)).status).toBe(200);
  });
});

describe('the failed sign-in lock', () => {
  const failFromManyAddresses = async (email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++)
      statuses.push((await t.client().signIn(email, 'Wrong-Password-1')).status);
    return statuses;
  };

  it(`locks an account after ${ACCOUNT_LOCK_FAILURES} failures, even for the right password`, async () => {
    await t.createAccount('locked@example.com', PASSWORD);
    const statuses = await failFromManyAddresses('locked@example.com', ACCOUNT_LOCK_FAILURES);
    expect(statuses.every((s) => s === 401)).toBe(true);

    const response = await t.client().signIn('Locked@Example.com', PASSWORD);
    expect(response.status).toBe(429);
    expect((await response.clone().json()).error.code).toBe('account_locked');
    const wait = await expectWaitInMessage(
      response,
      (n) => `Too many failed sign-in attempts. Please wait ${n} seconds or reset your password.`,
    );
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // Other accounts sign in as usual.
    expect((await t.client().signIn('doctor@example.com', PASSWORD)).status).toBe(200);
  });

  it(`checks at most ${ACCOUNT_LOCK_FAILURES} passwords sent at once from many addresses, then refuses the right one`, async () => {
    await t.createAccount('besieged@example.com', PASSWORD);
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        t.client().signIn('besieged@example.com', 'Wrong-Password-1'),
      ),
    );
    const statuses = answers.map((response) => response.status);
    // Only a checked password can answer 401; every other attempt was refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LOCK_FAILURES);
    expect(statuses.filter((s) => s !== 401)).toEqual(
      Array(statuses.filter((s) => s !== 401).length).fill(429),
    );
    const right = await t.client().signIn('besieged@example.com', PASSWORD);
    expect(right.status).toBe(429);
    expect((await right.json()).error.code).toBe('account_locked');
  });

  it('frees no place in a new window for an attempt counted in the one before', async () => {
    // An unconfirmed account: its right password is an attempt that checks nothing it counts.
    expect((await t.client().signUp('unconfirmed@example.com', PASSWORD)).status).toBe(200);
    const key = signInFailuresKey('unconfirmed@example.com');
    const { internalAdapter } = await t.portal.auth.$context;
    const read = internalAdapter.findUserByEmail.bind(internalAdapter);
    let wrong: number[] = [];
    // While that attempt is being checked, its window ends and wrong passwords fill the next.
    const held = vi
      .spyOn(internalAdapter, 'findUserByEmail')
      .mockImplementation(async (...args) => {
        held.mockRestore();
        await t.db
          .update(rateLimits)
          .set({ windowStart: sql`${rateLimits.windowStart} - interval '16 minutes'` })
          .where(eq(rateLimits.key, key));
        wrong = await failFromManyAddresses('unconfirmed@example.com', ACCOUNT_LOCK_FAILURES);
        return read(...args);
      });
    expect((await t.client().signIn('unconfirmed@example.com', PASSWORD)).status).toBe(403);
    expect(wrong).toEqual(Array(ACCOUNT_LOCK_FAILURES).fill(401));
    const next = await t.client().signIn('unconfirmed@example.com', 'Wrong-Password-1');
    expect(next.status).toBe(429);
  });

  it('locks unknown addresses the same way, revealing nothing', async () => {
    await failFromManyAddresses('ghost@example.com', ACCOUNT_LOCK_FAILURES);
    const response = await t.client().signIn('ghost@example.com', 'Wrong-Password-1');
    expect(response.status).toBe(429);
    expect((await response.json()).error.code).toBe('account_locked');
  });

  it('counts afresh after a successful sign-in', async () => {
    await t.createAccount('careful@example.com', PASSWORD);
    await failFromManyAddresses('careful@example.com', ACCOUNT_LOCK_FAILURES - 1);
    expect((await t.client().signIn('careful@example.com', PASSWORD)).status).toBe(200);
    await failFromManyAddresses('careful@example.com', ACCOUNT_LOCK_FAILURES - 1);
    expect((await t.client().signIn('careful@example.com', PASSWORD)).status).toBe(200);
  });

  it('is lifted by a password reset', async () => {
    await t.client().request('/api/auth/request-password-reset', {
      json: { email: 'locked@example.com', redirectTo: '/reset-password' },
    });
    const token = tokenOf(linkIn(await t.latestMailTo('locked@example.com'), '/reset-password'));
    const reset = await t.client().request('/api/auth/reset-password', {
      json: { token, newPassword: 'Fresh-Start-2026' },
    });
    expect(reset.status).toBe(200);
    expect((await t.client().signIn('locked@example.com', 'Fresh-Start-2026')).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session', async () => {
    const client = t.client();
    await client.signIn('doctor@example.com', PASSWORD);
    expect(await client.signedInAs()).toBe('doctor@example.com');
    const out = await client.request('/api/auth/sign-out', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(await client.signedInAs()).toBeNull();
  });
});

describe('/api/me', () => {
  it('answers a visitor with nulls', async () => {
    const response = await t.client().request('/api/me');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, profile: null });
  });

  it('ignores a forged session cookie', async () => {
    const response = await t.client().request('/api/me', {
      headers: { cookie: 'better-auth.session_token=forged.token' },
    });
    expect(await response.json()).toEqual({ user: null, profile: null });
  });

  it('matches the shared contract for a signed-in user', async () => {
    const { parseMeResponse } = await import('#common/contracts/me');
    const client = t.client();
    await client.signIn('doctor@example.com', PASSWORD);
    const body = await (await client.request('/api/me')).json();
    expect(parseMeResponse(body).user?.email).toBe('doctor@example.com');
  });
});
