import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoFactorMessages } from '#common/auth/two-factor';
import { sessions, users } from '../db/schema';
import { resetTwoFactor } from '../services/two-factor/reset-two-factor';
import { startTestPortal, type TestPortal } from '../test/portal';
import { authenticatorFor, enrolTwoFactor } from '../test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let admin: Client;
beforeAll(async () => {
  t = await startTestPortal();
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

const PASSWORD = 'Stent-Retriever-5';

/** Staff routes a reviewer may read: each answers 200 to staff signed in with their code. */
const STAFF_ROUTES = [
  '/api/admin/submissions',
  '/api/admin/reviews',
  '/api/admin/staff',
  '/api/admin/conversation-counts',
  '/api/admin/tags?q=an',
];

const idOf = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const sessionsOf = async (email: string) =>
  t.db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, await idOf(email)));
const makeStaff = async (email: string, role: 'admin' | 'reviewer') => {
  const response = await admin.request(`/api/admin/users/${await idOf(email)}/role`, {
    json: { role },
  });
  expect(response.status).toBe(200);
};
const me = async (client: Client) =>
  (await (await client.request('/api/me')).json()) as {
    user: { twoFactorEnabled: boolean; twoFactorVerified: boolean } | null;
  };
const statuses = async (client: Client) =>
  Promise.all(STAFF_ROUTES.map(async (path) => (await client.request(path)).status));

/** Signs in with the password alone, in a browser of its own. */
async function passwordSession(email: string) {
  const client = t.client();
  const response = await client.signIn(email, PASSWORD);
  expect(await response.json()).not.toHaveProperty('twoFactorRedirect');
  return client;
}

/** An idea of an inventor, assigned to the reviewer. */
async function assignedIdea(reviewerEmail: string) {
  const inventor = await t.createSignedAccount(
    `inventor-${crypto.randomUUID()}@example.com`,
    'Inventor-Pass-1',
  );
  const created = await inventor.request('/api/submissions', {
    json: {
      id: crypto.randomUUID(),
      status: 'pending',
      ideaTitle: 'Balloon guide catheter',
      ideaDescription: 'Flow arrest during thrombectomy.',
    },
  });
  const { submission } = (await created.json()) as { submission: { id: string } };
  const assigned = await admin.request('/api/admin/assignments', {
    json: { submissionIds: [submission.id], reviewerIds: [await idOf(reviewerEmail)] },
  });
  expect(assigned.status).toBe(200);
  return submission.id;
}

describe('staff powers need a session made with the second factor', () => {
  it('a reviewer signed in with the password keeps none when they enrol in another browser, and that browser is signed out', async () => {
    await t.createAccount('rosa@example.com', PASSWORD);
    await makeStaff('rosa@example.com', 'reviewer');
    const ideaId = await assignedIdea('rosa@example.com');

    const browserX = await passwordSession('rosa@example.com');
    const refused = await browserX.request('/api/admin/submissions');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'two_factor_required',
        message: twoFactorMessages.required,
        requestId: expect.any(String),
      },
    });

    const browserY = await passwordSession('rosa@example.com');
    await enrolTwoFactor(browserY, PASSWORD);
    expect(await statuses(browserY)).toEqual(STAFF_ROUTES.map(() => 200));
    expect((await browserY.request(`/api/admin/submissions/${ideaId}`)).status).toBe(200);

    // Browser X never gave a code: it reaches no staff route, and it is signed out.
    for (const status of await statuses(browserX)) expect(status).not.toBe(200);
    expect((await browserX.request(`/api/admin/submissions/${ideaId}`)).status).toBe(401);
    expect((await browserX.request(`/api/submissions/${ideaId}`)).status).toBe(401);
    expect((await me(browserX)).user).toBeNull();
    expect(await sessionsOf('rosa@example.com')).toHaveLength(1);
    expect((await me(browserY)).user).toMatchObject({
      twoFactorEnabled: true,
      twoFactorVerified: true,
    });
  });

  it('a session from before the account was made staff gains nothing from the promotion or a later enrolment', async () => {
    await t.createAccount('paul@example.com', PASSWORD);
    const before = await passwordSession('paul@example.com');
    await makeStaff('paul@example.com', 'admin');
    const refused = await before.request('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('two_factor_required');

    const enrolled = await passwordSession('paul@example.com');
    await enrolTwoFactor(enrolled, PASSWORD);
    expect((await enrolled.request('/api/admin/stats')).status).toBe(200);
    expect((await before.request('/api/admin/stats')).status).toBe(401);
    expect(await before.signedInAs()).toBeNull();
  });

  it('a staff session without the second factor is told to sign in again, on every staff route', async () => {
    // As every session made before the portal recorded the second factor on sessions is.
    await t.createAccount('stale@example.com', PASSWORD);
    await makeStaff('stale@example.com', 'reviewer');
    const ideaId = await assignedIdea('stale@example.com');
    const stale = await passwordSession('stale@example.com');
    await enrolTwoFactor(stale, PASSWORD);
    await t.db
      .update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, await idOf('stale@example.com')));

    expect((await me(stale)).user).toMatchObject({
      twoFactorEnabled: true,
      twoFactorVerified: false,
    });
    for (const path of [...STAFF_ROUTES, `/api/admin/submissions/${ideaId}`]) {
      const response = await stale.request(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: 'two_factor_required',
          message: twoFactorMessages.signInAgain,
          requestId: expect.any(String),
        },
      });
    }
    // Nor through the routes an inventor uses: the idea is someone else's.
    expect((await stale.request(`/api/submissions/${ideaId}`)).status).toBe(404);
  });

  it('a browser trusted at an earlier sign-in with the code keeps staff powers when it skips the code', async () => {
    await t.createAccount('trusty@example.com', PASSWORD);
    await makeStaff('trusty@example.com', 'reviewer');
    const { authenticator } = await enrolTwoFactor(
      await passwordSession('trusty@example.com'),
      PASSWORD,
    );
    const laptop = t.client();
    expect(await (await laptop.signIn('trusty@example.com', PASSWORD)).json()).toMatchObject({
      twoFactorRedirect: true,
    });
    await laptop.request('/api/auth/two-factor/verify-totp', {
      json: { code: authenticator.generate(), trustDevice: true },
    });
    await laptop.request('/api/auth/sign-out', { method: 'POST' });

    expect(await (await laptop.signIn('trusty@example.com', PASSWORD)).json()).not.toHaveProperty(
      'twoFactorRedirect',
    );
    expect((await me(laptop)).user?.twoFactorVerified).toBe(true);
    expect(await statuses(laptop)).toEqual(STAFF_ROUTES.map(() => 200));
  });

  it('a new password keeps the second factor of the session it was changed in', async () => {
    await t.createAccount('renew@example.com', PASSWORD);
    await makeStaff('renew@example.com', 'reviewer');
    const client = await passwordSession('renew@example.com');
    await enrolTwoFactor(client, PASSWORD);
    const changed = await client.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'Stent-Retriever-6' },
    });
    expect(changed.status).toBe(200);
    expect(await statuses(client)).toEqual(STAFF_ROUTES.map(() => 200));
  });
});

describe('a password sign-in under way while the account enrols', () => {
  /**
   * Holds the library's read of the account in the next password sign-in of `email` until
   * `meanwhile` has run: a sign-in whose password check is under way when the account's
   * enrolment is confirmed in another browser.
   */
  async function readBefore(email: string, meanwhile: () => Promise<void>) {
    const { internalAdapter } = await t.portal.auth.$context;
    const read = internalAdapter.findUserByEmail.bind(internalAdapter);
    const held = vi
      .spyOn(internalAdapter, 'findUserByEmail')
      .mockImplementation(async (...args) => {
        const found = await read(...args);
        if (args[0] === email) {
          held.mockRestore();
          await meanwhile();
        }
        return found;
      });
  }

  /** Turns two-factor sign-in on in `client`, confirming it only when `confirm` is called. */
  async function enrolment(client: Client) {
    const enabled = await client.request('/api/auth/two-factor/enable', {
      json: { password: PASSWORD },
    });
    const authenticator = authenticatorFor(((await enabled.json()) as { totpURI: string }).totpURI);
    return async () => {
      const confirmed = await client.request('/api/auth/two-factor/verify-totp', {
        json: { code: authenticator.generate() },
      });
      expect(confirmed.status).toBe(200);
    };
  }

  it('is ended with the others and asks for the code, so it cannot turn two-factor sign-in off', async () => {
    const enrolling = await t.createAccount('straddle@example.com', PASSWORD);
    await readBefore('straddle@example.com', await enrolment(enrolling));

    const racing = t.client();
    const signIn = await racing.signIn('straddle@example.com', PASSWORD);
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await racing.signedInAs()).toBeNull();
    const off = await racing.request('/api/auth/two-factor/disable', {
      json: { password: PASSWORD },
    });
    expect(off.status).toBe(401);
    expect((await me(enrolling)).user).toMatchObject({ twoFactorEnabled: true });
    expect(await sessionsOf('straddle@example.com')).toHaveLength(1);
  });

  it('ends a password change made meanwhile in a browser signed in with the password alone', async () => {
    const enrolling = await t.createAccount('changer@example.com', PASSWORD);
    const other = await passwordSession('changer@example.com');
    const confirm = await enrolment(enrolling);
    // The change reads the account's password while the enrolment is confirmed elsewhere.
    const { internalAdapter } = await t.portal.auth.$context;
    const read = internalAdapter.findCredentialAccount.bind(internalAdapter);
    const held = vi
      .spyOn(internalAdapter, 'findCredentialAccount')
      .mockImplementation(async (...args) => {
        held.mockRestore();
        const found = await read(...args);
        await confirm();
        return found;
      });

    const changed = await other.request('/api/auth/change-password', {
      json: { currentPassword: PASSWORD, newPassword: 'Stent-Retriever-7' },
    });
    expect(changed.status).toBe(200);
    expect(await other.signedInAs()).toBeNull();
    const off = await other.request('/api/auth/two-factor/disable', {
      json: { password: 'Stent-Retriever-7' },
    });
    expect(off.status).toBe(401);
    expect(await sessionsOf('changer@example.com')).toHaveLength(0);
    const signIn = await t.client().signIn('changer@example.com', 'Stent-Retriever-7');
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('gains no staff power from a browser trusted before a console reset', async () => {
    await t.createAccount('relapse@example.com', PASSWORD);
    await makeStaff('relapse@example.com', 'reviewer');
    const { authenticator } = await enrolTwoFactor(
      await passwordSession('relapse@example.com'),
      PASSWORD,
    );
    const laptop = t.client();
    await laptop.signIn('relapse@example.com', PASSWORD);
    const trusted = await laptop.request('/api/auth/two-factor/verify-totp', {
      json: { code: authenticator.generate(), trustDevice: true },
    });
    expect(trusted.status).toBe(200);
    await laptop.request('/api/auth/sign-out', { method: 'POST' });
    await resetTwoFactor(t.db, 'relapse@example.com');

    // Enrolled anew in another browser while the laptop signs in with the password.
    const enrolling = await passwordSession('relapse@example.com');
    await readBefore('relapse@example.com', await enrolment(enrolling));
    const signIn = await laptop.signIn('relapse@example.com', PASSWORD);
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    for (const status of await statuses(laptop)) expect(status).toBe(401);
    expect(await laptop.signedInAs()).toBeNull();
    expect(await statuses(enrolling)).toEqual(STAFF_ROUTES.map(() => 200));
  });
});
