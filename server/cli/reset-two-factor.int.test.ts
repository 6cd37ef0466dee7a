import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, twoFactors, users, verifications } from '../db/schema';
import { startTestPortal, TEST_ADMIN, type TestPortal } from '../test/portal';
import { enrolTwoFactor } from '../test/two-factor';
import { resetTwoFactorCommand, usage } from './reset-two-factor-command';

let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Lost-Phone-2026';

/** Runs the command against the test portal's database, as the server console would. */
async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  const code = await resetTwoFactorCommand(args, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    openDatabase: async () => {
      opened = true;
      // The portal keeps its connection; the command's "close" must not end it.
      return { ...t.portal.database, close: async () => {} };
    },
  });
  return { code, out: out.join(''), err: err.join(''), opened };
}

const userOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('resetting two-factor sign-in from the server console', () => {
  it('turns it off, removes secret, codes, trusted browsers and sessions, and audits it', async () => {
    const first = await t.createAccount('lost@example.com', PASSWORD);
    const { authenticator } = await enrolTwoFactor(first, PASSWORD);
    const trusted = t.client();
    await trusted.signIn('lost@example.com', PASSWORD);
    await trusted.request('/api/auth/two-factor/verify-totp', {
      json: { code: authenticator.generate(), trustDevice: true },
    });
    const { id } = await userOf('lost@example.com');

    const result = await run('  Lost@Example.com ');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('Two-factor sign-in is off for lost@example.com; 2 session(s)');

    expect((await userOf('lost@example.com')).twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    const trust = await t.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'trust-device-%'));
    expect(trust.filter((v) => v.value === id)).toEqual([]);
    expect(await first.signedInAs()).toBeNull();
    expect(await trusted.signedInAs()).toBeNull();
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'two_factor.reset'));
    expect(entry).toMatchObject({
      actorId: null,
      actorEmail: 'server console',
      targetType: 'user',
      targetId: id,
      details: { email: 'lost@example.com', sessionsEnded: 2 },
    });

    // The password alone signs in again, even on the browser it once trusted.
    const again = await trusted.signIn('lost@example.com', PASSWORD);
    expect(await again.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await trusted.signedInAs()).toBe('lost@example.com');
  });

  it('makes a staff account enrol again before the admin portal answers', async () => {
    const admin = await t.signInAdmin();
    expect((await admin.request('/api/admin/stats')).status).toBe(200);
    expect((await run(TEST_ADMIN.email)).code).toBe(0);
    expect(await admin.signedInAs()).toBeNull();

    const back = t.client();
    await back.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    const refused = await back.request('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('two_factor_required');
    await enrolTwoFactor(back, TEST_ADMIN.password);
    expect((await back.request('/api/admin/stats')).status).toBe(200);
  });

  it('gives a password sign-in made after the reset no staff power once the account enrols elsewhere', async () => {
    expect((await run(TEST_ADMIN.email)).code).toBe(0);
    const passwordOnly = t.client();
    await passwordOnly.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await passwordOnly.request('/api/admin/stats')).status).toBe(403);

    const enrolling = t.client();
    await enrolling.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
    await enrolTwoFactor(enrolling, TEST_ADMIN.password);
    expect((await enrolling.request('/api/admin/stats')).status).toBe(200);
    expect((await passwordOnly.request('/api/admin/stats')).status).toBe(401);
    expect(await passwordOnly.signedInAs()).toBeNull();
  });

  it('says so when no account has the address, changing nothing', async () => {
    const before = await t.db.select().from(auditLog);
    const result = await run('nobody@example.com');
    expect(result).toMatchObject({ code: 1, out: '' });
    expect(result.err).toBe('No account has the address nobody@example.com.\n');
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it.each([
    [[], 'Name exactly one account by its email address.'],
    [['one@example.com', 'two@example.com'], 'Name exactly one account by its email address.'],
    [['not-an-address'], '"not-an-address" is not an email address.'],
    [[''], '"" is not an email address.'],
  ])('refuses the arguments %j with usage, before opening the database', async (args, message) => {
    const result = await run(...args);
    expect(result).toMatchObject({ code: 2, out: '', opened: false });
    expect(result.err).toBe(`${message}\n\n${usage}`);
  });

  it('prints its usage for --help', async () => {
    expect(await run('--help')).toMatchObject({ code: 0, out: usage, err: '', opened: false });
  });

  it('exits with 2 and the usage when run without an address', async () => {
    const failure = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/reset-two-factor.ts'],
      { env: { PATH: process.env.PATH } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 2 });
    expect((failure as { stderr: string }).stderr).toContain(usage);
  });
});
