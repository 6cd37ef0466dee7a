import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailuresKey } from '../http/limits';
import { ACCOUNT_LOCK_FAILURES } from '#common/auth/constants';
import { BACKUP_CODE_COUNT, twoFactorMessages } from '#common/auth/two-factor';
import { company } from '#common/company';
import { auditLog, rateLimits, sessions, twoFactors, users } from '../db/schema';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { authenticatorFor, enrolTwoFactor, wrongCode } from '../test/two-factor';
import { withoutRequestId } from '../test/api-calls';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Flow-Diverter-9';

const userOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
const auditsOf = async (email: string, action: string) => {
  const user = await userOf(email);
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, action)));
};
const me = async (client: Client) =>
  (await (await client.request('/api/me')).json()) as {
    user: { email: string; twoFactorEnabled: boolean } | null;
  };
const post = (client: Client, path: string, json: object = {}) =>
  client.request(`/api/auth/two-factor/${path}`, { json });
const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

/** A confirmed account with two-factor sign-in on; returns its authenticator and backup codes. */
async function enrolledAccount(email: string) {
  const client = await t.createAccount(email, PASSWORD);
  return { client, ...(await enrolTwoFactor(client, PASSWORD)) };
}

/** Signs in with the password: the answer asks for the second step and gives no session. */
async function startSignIn(email: string, client = t.client()) {
  const response = await client.signIn(email, PASSWORD);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ twoFactorRedirect: true });
  return client;
}

describe('enrolment', () => {
  it('needs the password, then counts only once a first code is confirmed', async () => {
    const client = await t.createAccount('enrol@example.com', PASSWORD);
    const wrong = await post(client, 'enable', { password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe('invalid_password');
    expect(await t.db.select().from(twoFactors)).toHaveLength(0);

    const enabled = await post(client, 'enable', { password: PASSWORD });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const authenticator = authenticatorFor(totpURI);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe(company.name);
    expect(authenticator.label).toBe('enrol@example.com');
    expect(authenticator.digits).toBe(6);
    expect(new Set(backupCodes).size).toBe(BACKUP_CODE_COUNT);
    // Not yet: a sign-in now still needs only the password.
    expect((await me(client)).user?.twoFactorEnabled).toBe(false);
    expect((await t.client().signIn('enrol@example.com', PASSWORD)).status).toBe(200);
    expect(
      await (await t.client().signIn('enrol@example.com', PASSWORD)).json(),
    ).not.toHaveProperty('twoFactorRedirect');

    const refused = await post(client, 'verify-totp', { code: wrongCode(authenticator) });
    expect(refused.status).toBe(401);
    expect((await me(client)).user?.twoFactorEnabled).toBe(false);

    const confirmed = await post(client, 'verify-totp', { code: authenticator.generate() });
    expect(confirmed.status).toBe(200);
    expect(await me(client)).toMatchObject({
      user: { email: 'enrol@example.com', twoFactorEnabled: true },
    });
    expect(await auditsOf('enrol@example.com', 'two_factor.enabled')).toMatchObject([
      { actorEmail: 'enrol@example.com', targetType: 'user' },
    ]);
    // Confirming again changes nothing and records nothing more.
    expect((await post(client, 'verify-totp', { code: authenticator.generate() })).status).toBe(
      200,
    );
    expect(await auditsOf('enrol@example.com', 'two_factor.enabled')).toHaveLength(1);
  });

  it('refuses a visitor', async () => {
    const response = await post(t.client(), 'enable', { password: PASSWORD });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBeTruthy();
  });
});

describe('signing in with two-factor sign-in on', () => {
  let authenticator: ReturnType<typeof authenticatorFor>;
  let backupCodes: string[];
  beforeAll(async () => {
    ({ authenticator, backupCodes } = await enrolledAccount('twostep@example.com'));
  });

  it('gives no session for the password alone, nor for a wrong code', async () => {
    const client = await startSignIn('twostep@example.com');
    expect((await me(client)).user).toBeNull();
    const wrong = await post(client, 'verify-totp', { code: wrongCode(authenticator) });
    expect(wrong.status).toBe(401);
    expect(await errorCode(wrong)).toBe('invalid_code');
    expect((await me(client)).user).toBeNull();

    const right = await post(client, 'verify-totp', { code: authenticator.generate() });
    expect(right.status).toBe(200);
    expect((await me(client)).user?.email).toBe('twostep@example.com');
  });

  it('refuses a code without the password step before it', async () => {
    const response = await post(t.client(), 'verify-totp', { code: authenticator.generate() });
    expect(response.status).toBe(401);
    expect(await errorCode(response)).toBe('invalid_two_factor_cookie');
  });

  it('takes a backup code once, and audits its use', async () => {
    const [code] = backupCodes;
    const client = await startSignIn('twostep@example.com');
    expect((await post(client, 'verify-backup-code', { code })).status).toBe(200);
    expect((await me(client)).user?.email).toBe('twostep@example.com');
    expect(await auditsOf('twostep@example.com', 'two_factor.backup_code_used')).toHaveLength(1);

    const again = await startSignIn('twostep@example.com');
    const reused = await post(again, 'verify-backup-code', { code });
    expect(reused.status).toBe(401);
    expect(await errorCode(reused)).toBe('invalid_backup_code');
    expect((await me(again)).user).toBeNull();
    expect((await post(again, 'verify-backup-code', { code: backupCodes[1] })).status).toBe(200);
  });

  it('skips the second step for 30 days on a browser the user trusted', async () => {
    const client = await startSignIn('twostep@example.com');
    const trusted = await post(client, 'verify-totp', {
      code: authenticator.generate(),
      trustDevice: true,
    });
    const trustCookie = trusted.headers.getSetCookie().find((c) => c.includes('trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/);
    expect(trustCookie).toMatch(/HttpOnly/i);
    await client.request('/api/auth/sign-out', { method: 'POST' });
    expect((await me(client)).user).toBeNull();

    const again = await client.signIn('twostep@example.com', PASSWORD);
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await me(client)).user?.email).toBe('twostep@example.com');
    // Another browser still needs the code.
    await startSignIn('twostep@example.com');
  });
});

describe('wrong codes and the sign-in lock', () => {
  it(`locks the account after ${ACCOUNT_LOCK_FAILURES} wrong codes, across new password sign-ins, even for the right code`, async () => {
    const { authenticator } = await enrolledAccount('guessed@example.com');
    // A known password must not buy fresh guesses: each new challenge keeps the count.
    for (const guesses of [4, 4, 2]) {
      const client = await startSignIn('guessed@example.com');
      for (let i = 0; i < guesses; i++) {
        const response = await post(client, 'verify-totp', { code: wrongCode(authenticator) });
        expect(response.status).toBe(401);
      }
    }
    const client = t.client();
    const locked = await client.signIn('guessed@example.com', PASSWORD);
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('account_locked');
    const wait = Number(locked.headers.get('retry-after'));
    expect(body.error.message).toBe(
      `Too many failed sign-in attempts. Please wait ${wait} seconds or reset your password.`,
    );
    expect((await me(client)).user).toBeNull();
  });

  it('refuses the right code once the account is locked by wrong codes in this challenge', async () => {
    const { authenticator } = await enrolledAccount('stubborn@example.com');
    // Password failures and code failures share the one count.
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES - 4; i++)
      expect((await t.client().signIn('stubborn@example.com', 'Wrong-Password-1')).status).toBe(
        401,
      );
    const client = await startSignIn('stubborn@example.com');
    for (let i = 0; i < 4; i++)
      expect((await post(client, 'verify-totp', { code: wrongCode(authenticator) })).status).toBe(
        401,
      );
    const right = await post(client, 'verify-totp', { code: authenticator.generate() });
    expect(right.status).toBe(429);
    expect(await errorCode(right)).toBe('account_locked');
    expect((await me(client)).user).toBeNull();
    const backup = await post(client, 'verify-backup-code', { code: 'AAAAA-BBBBB' });
    expect(backup.status).toBe(429);
  });

  it('counts afresh after a whole sign-in', async () => {
    const { authenticator } = await enrolledAccount('recovered@example.com');
    for (let round = 0; round < 2; round++) {
      for (const guesses of [4, 4]) {
        const client = await startSignIn('recovered@example.com');
        for (let i = 0; i < guesses; i++)
          await post(client, 'verify-totp', { code: wrongCode(authenticator) });
      }
      const client = await startSignIn('recovered@example.com');
      expect((await post(client, 'verify-totp', { code: authenticator.generate() })).status).toBe(
        200,
      );
    }
  });

  it(`checks at most ${ACCOUNT_LOCK_FAILURES} codes sent at once, across sign-ins and addresses, then refuses the right one`, async () => {
    const { authenticator } = await enrolledAccount('swarmed@example.com');
    // Five pending sign-ins, each from its own address, five guesses each, all at once.
    const pending = await Promise.all(
      Array.from({ length: 5 }, () => startSignIn('swarmed@example.com')),
    );
    const code = wrongCode(authenticator);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => post(pending[i % 5]!, 'verify-totp', { code })),
    );
    const statuses = answers.map((response) => response.status);
    // Only a checked code can answer 401; every other guess was refused unchecked.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LOCK_FAILURES);
    expect(statuses.filter((s) => s !== 401)).toEqual(
      Array(statuses.filter((s) => s !== 401).length).fill(429),
    );
    const right = await post(pending[0]!, 'verify-totp', { code: authenticator.generate() });
    expect(right.status).toBe(429);
    expect(await errorCode(right)).toBe('account_locked');
    expect((await t.client().signIn('swarmed@example.com', PASSWORD)).status).toBe(429);
  });

  it('lets a right password awaiting its code add nothing to the count', async () => {
    await enrolledAccount('patient@example.com');
    for (let i = 0; i < ACCOUNT_LOCK_FAILURES + 2; i++) await startSignIn('patient@example.com');
  });

  it('limits code checks from one address', async () => {
    const { authenticator } = await enrolledAccount('busy@example.com');
    const client = await startSignIn('busy@example.com', t.client('198.51.100.30'));
    const statuses = [
      (await post(client, 'verify-totp', { code: authenticator.generate() })).status,
    ];
    for (let i = 0; i < 30; i++)
      statuses.push((await post(client, 'verify-totp', { code: wrongCode(authenticator) })).status);
    expect(statuses).toEqual([200, ...Array(29).fill(401), 429]);
  });
});

describe('a code works once', () => {
  const failuresOf = async (email: string) =>
    (
      await t.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, signInFailuresKey(email)))
    )[0]?.hits ?? 0;
  const sessionCount = async (email: string) =>
    (
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, (await userOf(email)).id))
    ).length;

  it('refuses a code already used to sign in on another pending sign-in, as a wrong code, counted', async () => {
    const { authenticator } = await enrolledAccount('replayed@example.com');
    const code = authenticator.generate();
    const first = await startSignIn('replayed@example.com');
    expect((await post(first, 'verify-totp', { code })).status).toBe(200);

    const second = await startSignIn('replayed@example.com');
    const wrong = await post(second, 'verify-totp', { code: wrongCode(authenticator) });
    const replayed = await post(second, 'verify-totp', { code });
    expect(replayed.status).toBe(401);
    expect(withoutRequestId(await replayed.json())).toEqual(withoutRequestId(await wrong.json()));
    expect((await me(second)).user).toBeNull();
    expect(await failuresOf('replayed@example.com')).toBe(2);
    // The next code of the authenticator works.
    expect((await post(second, 'verify-totp', { code: authenticator.generate() })).status).toBe(
      200,
    );
  });

  it('refuses the code that confirmed enrolment, and an older code after a newer one', async () => {
    const client = await t.createAccount('confirmed@example.com', PASSWORD);
    const enabled = await post(client, 'enable', { password: PASSWORD });
    const authenticator = authenticatorFor(((await enabled.json()) as { totpURI: string }).totpURI);
    const now = Date.now();
    const older = authenticator.generate({ timestamp: now });
    const newer = authenticator.generate({ timestamp: now + authenticator.period * 1000 });
    expect((await post(client, 'verify-totp', { code: older })).status).toBe(200);
    expect((await post(client, 'verify-totp', { code: older })).status).toBe(401);

    const signingIn = await startSignIn('confirmed@example.com');
    expect((await post(signingIn, 'verify-totp', { code: older })).status).toBe(401);
    expect((await post(signingIn, 'verify-totp', { code: newer })).status).toBe(200);
    const again = await startSignIn('confirmed@example.com');
    expect((await post(again, 'verify-totp', { code: older })).status).toBe(401);
    expect((await post(again, 'verify-totp', { code: newer })).status).toBe(401);
    expect((await me(again)).user).toBeNull();
  });

  it('gives exactly one session for one code sent on two sign-ins at once', async () => {
    const { authenticator } = await enrolledAccount('twice@example.com');
    const before = await sessionCount('twice@example.com');
    const [a, b] = await Promise.all([
      startSignIn('twice@example.com'),
      startSignIn('twice@example.com'),
    ]);
    const code = authenticator.generate();
    const statuses = (
      await Promise.all([post(a, 'verify-totp', { code }), post(b, 'verify-totp', { code })])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 401]);
    expect(await sessionCount('twice@example.com')).toBe(before + 1);
  });

  it('gives exactly one session for one backup code sent on several sign-ins at once', async () => {
    const { backupCodes } = await enrolledAccount('backup-once@example.com');
    const before = await sessionCount('backup-once@example.com');
    const pending = await Promise.all(
      Array.from({ length: 6 }, () => startSignIn('backup-once@example.com')),
    );
    const statuses = await Promise.all(
      pending.map(async (client) => {
        const response = await post(client, 'verify-backup-code', { code: backupCodes[0] });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(await sessionCount('backup-once@example.com')).toBe(before + 1);
  });
});

describe('the pending sign-in cookie', () => {
  /** Sends a code with the browser's pending sign-in cookie spelt as `spell` makes it. */
  function spelt(client: Client, spell: (name: string, value: string) => string, code: string) {
    const [name, value] = [...client.cookies].find(([cookie]) => cookie.endsWith('two_factor'))!;
    return t.app.request('http://portal.test/api/auth/two-factor/verify-totp', {
      method: 'POST',
      headers: {
        origin: 'http://portal.test',
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.61',
        cookie: spell(name, value),
      },
      body: JSON.stringify({ code }),
    });
  }

  it('is refused in any spelling the portal cannot read as one, before any code is checked', async () => {
    const { authenticator } = await enrolledAccount('spelt@example.com');
    await enrolledAccount('decoy@example.com');
    const decoy = await startSignIn('decoy@example.com');
    const [, decoyValue] = [...decoy.cookies].find(([cookie]) => cookie.endsWith('two_factor'))!;
    const used = authenticator.generate();
    expect(
      (await post(await startSignIn('spelt@example.com'), 'verify-totp', { code: used })).status,
    ).toBe(200);

    const spellings = [
      // An opening quote without its closing one, then one character more.
      (name: string, value: string) => `${name}="${value}x`,
      // The same, followed by another account's pending sign-in.
      (name: string, value: string) => `${name}="${value}x; ${name}=${decoyValue}`,
    ];
    for (const spell of spellings) {
      const pending = await startSignIn('spelt@example.com');
      for (const code of [used, wrongCode(authenticator), authenticator.generate()]) {
        const response = await spelt(pending, spell, code);
        expect(response.status, spell('name', 'value')).toBe(401);
        expect(response.headers.getSetCookie().join()).not.toContain('session_token=');
      }
      // The same pending sign-in, sent as the browser sends it, still takes a fresh code.
      expect((await post(pending, 'verify-totp', { code: authenticator.generate() })).status).toBe(
        200,
      );
    }
  });
});

describe('turning it off and new backup codes', () => {
  it('lets a user turn it off with their password, audited; sign-in then needs only the password', async () => {
    const { client } = await enrolledAccount('optout@example.com');
    const wrong = await post(client, 'disable', { password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(400);
    expect((await me(client)).user?.twoFactorEnabled).toBe(true);

    expect((await post(client, 'disable', { password: PASSWORD })).status).toBe(200);
    expect((await me(client)).user?.twoFactorEnabled).toBe(false);
    const user = await userOf('optout@example.com');
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, user.id))).toEqual([]);
    expect(await auditsOf('optout@example.com', 'two_factor.disabled')).toHaveLength(1);
    expect(
      await (await t.client().signIn('optout@example.com', PASSWORD)).json(),
    ).not.toHaveProperty('twoFactorRedirect');
  });

  it('forgets every trusted browser when turned off, so turning it on again asks them all', async () => {
    const { client, authenticator } = await enrolledAccount('retrust@example.com');
    const laptop = await startSignIn('retrust@example.com');
    await post(laptop, 'verify-totp', { code: authenticator.generate(), trustDevice: true });
    await laptop.request('/api/auth/sign-out', { method: 'POST' });

    expect((await post(client, 'disable', { password: PASSWORD })).status).toBe(200);
    await enrolTwoFactor(client, PASSWORD);
    // The laptop was trusted under the old second factor: it must show the new one.
    await startSignIn('retrust@example.com', laptop);
    expect((await me(laptop)).user).toBeNull();
  });

  it('replaces the backup codes for the password, the old ones no longer working', async () => {
    const { client, backupCodes } = await enrolledAccount('renewed@example.com');
    const wrong = await post(client, 'generate-backup-codes', { password: 'Not-The-Password-1' });
    expect(wrong.status).toBe(400);

    const renewed = await post(client, 'generate-backup-codes', { password: PASSWORD });
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { backupCodes: string[] }).backupCodes;
    expect(fresh).toHaveLength(BACKUP_CODE_COUNT);
    expect(fresh).not.toContain(backupCodes[0]);
    expect(
      await auditsOf('renewed@example.com', 'two_factor.backup_codes_regenerated'),
    ).toHaveLength(1);

    const old = await startSignIn('renewed@example.com');
    expect((await post(old, 'verify-backup-code', { code: backupCodes[0] })).status).toBe(401);
    expect((await post(old, 'verify-backup-code', { code: fresh[0] })).status).toBe(200);
  });
});

describe('staff', () => {
  it('need it before any staff power works, and cannot turn it off', async () => {
    const owner = await t.createSignedAccount('inventor@example.com', 'Inventor-Pass-1');
    const created = await owner.request('/api/submissions', {
      json: {
        id: crypto.randomUUID(),
        status: 'pending',
        ideaTitle: 'Steerable microcatheter',
        ideaDescription: 'A tip that bends on command.',
      },
    });
    const { submission } = (await created.json()) as { submission: { id: string } };

    const admin = t.client();
    await admin.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await me(admin)).toMatchObject({ user: { twoFactorEnabled: false } });
    const refused = await admin.request('/api/admin/submissions');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'two_factor_required',
        message: twoFactorMessages.required,
        requestId: expect.any(String),
      },
    });
    // Nor through the routes an inventor uses: without it, an admin sees only their own.
    expect((await admin.request(`/api/submissions/${submission.id}`)).status).toBe(404);

    await enrolTwoFactor(admin, TEST_ADMIN.password);
    expect((await admin.request('/api/admin/submissions')).status).toBe(200);
    expect((await admin.request(`/api/submissions/${submission.id}`)).status).toBe(200);

    const disable = await post(admin, 'disable', { password: TEST_ADMIN.password });
    expect(disable.status).toBe(403);
    expect(await disable.json()).toEqual({
      error: {
        code: 'staff_two_factor_required',
        message: twoFactorMessages.staffCannotDisable,
        requestId: expect.any(String),
      },
    });
    expect((await me(admin)).user?.twoFactorEnabled).toBe(true);
    expect(await auditsOf(TEST_ADMIN.email, 'two_factor.disabled')).toEqual([]);
  });
});
