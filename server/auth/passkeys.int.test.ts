import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passkey } from '#common/contracts/passkeys';
import { auditLog, passkeys, sessions, users } from '../db/schema';
import { extractText, getDocumentProxy } from 'unpdf';
import { jsonOf } from '../test/api-calls';
import { verifySigningPasskey } from './signing-passkey';
import { SIGNATURE_DATA_URL } from '../test/signature';
import { startTestPortal, TEST_ADMIN, TEST_APP_URL, type TestPortal } from '../test/portal';
import { virtualAuthenticator, type VirtualAuthenticator } from '../test/virtual-authenticator';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
beforeAll(async () => {
  t = await startTestPortal();
});
afterAll(() => t.close());

const PASSWORD = 'Carotid-Web-9';

/** Adds a passkey to the signed-in client's account, as the Settings page does. */
async function addPasskey(client: Client, device: VirtualAuthenticator, name: string) {
  const options = await jsonOf<{ challenge: string; rp: { id: string }; user: { id: string } }>(
    await client.request('/api/auth/passkey/generate-register-options'),
  );
  return client.request('/api/auth/passkey/verify-registration', {
    json: { response: device.register(options), name },
  });
}

/** Signs a new browser in with the passkey: the options, then the authenticator's answer. */
async function signInWith(device: VirtualAuthenticator, client = t.client(), headers = {}) {
  const options = await jsonOf<{ challenge: string; rpId: string }>(
    await client.request('/api/auth/passkey/generate-authenticate-options', { headers }),
  );
  const response = await client.request('/api/auth/passkey/verify-authentication', {
    json: { response: device.authenticate(options) },
    headers,
  });
  return { client, response, options };
}

const list = async (client: Client) =>
  (await jsonOf<{ passkeys: Passkey[] }>(await client.request('/api/account/passkeys'))).passkeys;

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;

describe('passkeys', () => {
  let inventor: Client;
  let laptop: VirtualAuthenticator;
  let laptopOfStranger: VirtualAuthenticator;

  it('are added by their owner, named, audited and mailed, and listed without their key', async () => {
    inventor = await t.createAccount('passkey.owner@example.com', PASSWORD);
    laptop = virtualAuthenticator({ origin: TEST_APP_URL });
    const added = await addPasskey(inventor, laptop, 'Work laptop');
    expect(added.status).toBe(200);

    const [passkey] = await list(inventor);
    expect(passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false });
    expect(JSON.stringify(await list(inventor))).not.toContain('publicKey');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'passkey.added'));
    expect(entry).toMatchObject({
      actorEmail: 'passkey.owner@example.com',
      details: { passkeyId: passkey!.id, name: 'Work laptop' },
    });
    const mail = await t.latestMailTo('passkey.owner@example.com', 'A passkey was added');
    expect(mail.text).toContain('A passkey was added to your account');
  });

  it('are added only from a signed-in session', async () => {
    const visitor = t.client();
    expect((await visitor.request('/api/auth/passkey/generate-register-options')).status).toBe(401);
  });

  it('sign a new browser in without a password, as two factors, and record the use', async () => {
    const { client, response } = await signInWith(laptop);
    expect(response.status).toBe(200);
    expect(await client.signedInAs()).toBe('passkey.owner@example.com');
    const me = await jsonOf<{ user: { twoFactorVerified: boolean } }>(
      await client.request('/api/me'),
    );
    expect(me.user.twoFactorVerified).toBe(true);
    expect((await list(client))[0]!.lastUsedAt).not.toBeNull();
  });

  it('refuse an answer given twice, one for another site, and one that did not verify its holder', async () => {
    // The same answer again: its challenge was used up by the first sign-in.
    const first = await signInWith(laptop);
    expect(first.response.status).toBe(200);
    const again = await first.client.request('/api/auth/passkey/verify-authentication', {
      json: { response: laptop.authenticate(first.options) },
    });
    expect(again.status).toBe(400);

    // Made on a look-alike site, even when a proxy header names that host.
    const phished = virtualAuthenticator({ origin: 'https://portal-test.example' });
    const victim = await t.createAccount('phished@example.com', PASSWORD);
    expect((await addPasskey(victim, phished, 'Phone')).status).toBe(400);
    const forged = await signInWith(laptop, t.client(), {
      'x-forwarded-host': 'portal-test.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.response.status).toBe(200);

    const lazy = virtualAuthenticator({ origin: TEST_APP_URL, userVerified: false });
    const lazyOwner = await t.createAccount('lazy.key@example.com', PASSWORD);
    expect((await addPasskey(lazyOwner, lazy, 'Old key')).status).toBe(200);
    const { client, response } = await signInWith(lazy);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).message).toContain('did not check who is holding it');
    expect(await client.signedInAs()).toBeNull();
  });

  it('give staff their powers without the code, as the passkey verified who holds it', async () => {
    const admin = await t.signInAdmin();
    const yubikey = virtualAuthenticator({ origin: TEST_APP_URL });
    expect((await addPasskey(admin, yubikey, 'Security key')).status).toBe(200);
    const { client, response } = await signInWith(yubikey);
    expect(response.status).toBe(200);
    expect(await client.signedInAs()).toBe(TEST_ADMIN.email);
    expect((await client.request('/api/admin/submissions')).status).toBe(200);
  });

  it('are renamed by their owner only; another account’s is not found', async () => {
    const [passkey] = await list(inventor);
    const renamed = await inventor.request(`/api/account/passkeys/${passkey!.id}`, {
      method: 'PATCH',
      json: { name: 'Clinic laptop' },
    });
    expect((await jsonOf<{ passkey: Passkey }>(renamed)).passkey.name).toBe('Clinic laptop');
    const stranger = await t.createAccount('stranger@example.com', PASSWORD);
    laptopOfStranger = virtualAuthenticator({ origin: TEST_APP_URL });
    expect((await addPasskey(stranger, laptopOfStranger, 'Stranger laptop')).status).toBe(200);
    for (const response of [
      await stranger.request(`/api/account/passkeys/${passkey!.id}`, {
        method: 'PATCH',
        json: { name: 'Mine now' },
      }),
      await stranger.request(`/api/account/passkeys/${passkey!.id}/remove`, {
        json: { password: PASSWORD },
      }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await list(inventor))[0]!.name).toBe('Clinic laptop');
    const blank = await inventor.request(`/api/account/passkeys/${passkey!.id}`, {
      method: 'PATCH',
      json: { name: '  ' },
    });
    expect(blank.status).toBe(400);
  });

  it('are removed only with the password again; the passkey then signs nobody in', async () => {
    const [passkey] = await list(inventor);
    const remove = (body: object) =>
      inventor.request(`/api/account/passkeys/${passkey!.id}/remove`, { json: body });
    const wrong = await remove({ password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).field).toBe('password');
    expect(await list(inventor)).toHaveLength(1);

    expect((await remove({ password: PASSWORD })).status).toBe(204);
    expect(await list(inventor)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'passkey.removed'));
    expect(entry!.details).toEqual({ passkeyId: passkey!.id, name: 'Clinic laptop' });
    await t.latestMailTo('passkey.owner@example.com', 'A passkey was removed');
    expect((await signInWith(laptop)).response.status).toBe(401);
  });

  it('are at most 20 to an account', async () => {
    const collector = await t.createAccount('collector@example.com', PASSWORD);
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'collector@example.com'));
    await t.db.insert(passkeys).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: user!.id,
        name: `Key ${i}`,
        publicKey: 'x',
        credentialID: `collector-${i}`,
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
      })),
    );
    const refused = await addPasskey(
      collector,
      virtualAuthenticator({ origin: TEST_APP_URL }),
      'One more',
    );
    expect(refused.status).toBe(409);
    const held = await t.db.select().from(passkeys).where(eq(passkeys.userId, user!.id));
    expect(held).toHaveLength(20);
  });

  it('sign in place of the password: each challenge once, by the signer’s own passkey, verifying its holder', async () => {
    const signer = await t.createAccount('passkey.signer@example.com', PASSWORD);
    const phone = virtualAuthenticator({ origin: TEST_APP_URL });
    expect((await addPasskey(signer, phone, 'Phone')).status).toBe(200);
    const started = await jsonOf<{ documentId: string; agreementId: string }>(
      await signer.request('/api/agreements/signing', {
        json: { fullName: 'Dr. Kim Passkey', jobTitle: 'Neurologist' },
      }),
      201,
    );
    const challenge = async (client: Client) =>
      jsonOf<{ challengeId: string; options: { challenge: string; rpId: string } }>(
        await client.request('/api/account/passkeys/signing-challenge', { json: {} }),
      );
    const sign = (passkey: object) =>
      signer.request(`/api/signing/builtin/${started.documentId}/sign`, {
        json: {
          consent: true,
          typedName: 'Dr. Kim Passkey',
          signature: SIGNATURE_DATA_URL,
          passkey,
        },
      });

    // Another account's passkey, and a passkey that did not verify its holder, sign nothing.
    const other = await challenge(signer);
    const refusedOther = await sign({
      challengeId: other.challengeId,
      response: laptopOfStranger.authenticate(other.options),
    });
    expect((await errorOf(refusedOther)).field).toBe('passkey');
    const lazyPhone = virtualAuthenticator({ origin: TEST_APP_URL, userVerified: false });
    const withoutCheck = await challenge(signer);
    expect(
      (
        await sign({
          challengeId: withoutCheck.challengeId,
          response: lazyPhone.authenticate(withoutCheck.options),
        })
      ).status,
    ).toBe(400);

    const mine = await challenge(signer);
    const answer = phone.authenticate(mine.options);
    const signed = await sign({ challengeId: mine.challengeId, response: answer });
    expect(signed.status).toBe(200);
    // The same answer, again: its challenge is spent.
    const replayed = await signer.request(`/api/signing/builtin/${started.documentId}/sign`, {
      json: {
        consent: true,
        typedName: 'Dr. Kim Passkey',
        signature: SIGNATURE_DATA_URL,
        passkey: { challengeId: mine.challengeId, response: answer },
      },
    });
    expect(replayed.status).toBe(400);

    const pdf = new Uint8Array(
      await (await signer.request(`/api/agreements/${started.agreementId}/document`)).arrayBuffer(),
    );
    const { text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Signer identity Passkey with PIN or biometric at signing',
    );

    // No passkey, no challenge: the password it is.
    const without = await t.createAccount('no.passkey@example.com', PASSWORD);
    const none = await without.request('/api/account/passkeys/signing-challenge', { json: {} });
    expect(none.status).toBe(409);
  });

  it('spend a signing challenge once, however many signatures answer it at once', async () => {
    const owner = await t.createAccount('passkey.race@example.com', PASSWORD);
    const key = virtualAuthenticator({ origin: TEST_APP_URL });
    expect((await addPasskey(owner, key, 'Desk key')).status).toBe(200);
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'passkey.race@example.com'));
    const { challengeId, options } = await jsonOf<{
      challengeId: string;
      options: { challenge: string; rpId: string };
    }>(await owner.request('/api/account/passkeys/signing-challenge', { json: {} }));
    const response = key.authenticate(options);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        verifySigningPasskey(t.db, TEST_APP_URL, user!.id, { challengeId, response }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it('end with their account', async () => {
    const [user] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'lazy.key@example.com'));
    await t.db.delete(sessions).where(eq(sessions.userId, user!.id));
    await t.db.delete(users).where(eq(users.id, user!.id));
    expect(
      await t.db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, user!.id))),
    ).toEqual([]);
  });
});
