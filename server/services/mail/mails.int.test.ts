import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, users } from '#server/db/schema/index';
import { jsonOf, sendIdea } from '#server/test/api-calls';
import { linkIn } from '#server/test/smtp-sink';
import { startTestPortal, TEST_APP_URL, tokenOf, type TestPortal } from '#server/test/portal';
import { authenticatorFor, wrongCode } from '#server/test/two-factor';

type Client = ReturnType<TestPortal['client']>;
let t: TestPortal;
let alice: Client;
let admin: Client;
let aliceId: string;

const STAFF = 'staff@portal.test';
const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const HASH = /\b[0-9a-f]{64}\b/g;

/** A part with its links taken out: what a reader sees as words. */
const words = (part: string | false | undefined) =>
  String(part || '').replace(/(https?|mailto):[^\s"<>]+/g, '');
const decode = (html: string) =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
/** The address of the mail's one button. */
const buttonOf = (mail: ParsedMail) => {
  const buttons = [...String(mail.html).matchAll(/<a href="([^"]+)" style="background:/g)];
  expect(buttons).toHaveLength(1);
  return decode(buttons[0]![1]!);
};

/** The text and HTML parts hold no UUID and no field dump; the button opens `url`. */
function expectReadable(mail: ParsedMail, url: string) {
  expect(mail.html).toBeTruthy();
  for (const part of [mail.text, mail.html]) {
    expect(words(part)).not.toMatch(UUID);
    expect(words(part)).not.toMatch(/\b[a-z]+_[a-z_]+: /);
    expect(words(part)).not.toContain('(none)');
  }
  expect(String(mail.html)).toContain('Innovation Portal');
  expect(mail.text).toContain('Innovation Portal');
  expect(buttonOf(mail)).toBe(url);
  expect(mail.text).toContain(`: ${url}\n`);
  // The address under the button breaks anywhere rather than widen a phone's mail.
  expect(String(mail.html)).toMatch(
    new RegExp(`<a href="[^"]+" style="[^"]*word-break:break-all[^"]*">`),
  );
}

const mailsTo = async (address: string, subject: string) => {
  await t.deliverMail();
  return t.sink.to(address).filter((mail) => (mail.subject ?? '').includes(subject));
};

beforeAll(async () => {
  t = await startTestPortal({ STAFF_NOTIFY_EMAIL: STAFF });
  alice = await t.createSignedAccount('alice@example.com', 'Alice-Pass-1', 'Dr. Alice Moreau');
  aliceId = (await t.db.select().from(users).where(eq(users.email, 'alice@example.com')))[0]!.id;
  admin = await t.signInAdmin();
});
afterAll(() => t.close());

describe('the receipt', () => {
  it('names the idea by a short reference, keeps one manifest hash line, and opens the idea', async () => {
    const id = await sendIdea(alice, { ideaTitle: 'Radiopaque marker band' });
    const receipt = await t.latestMailTo('alice@example.com', 'We received your idea');
    expectReadable(receipt, `${TEST_APP_URL}/user-dashboard/my-submissions?submission=${id}`);
    const [hash, ...others] = receipt.text!.match(HASH) ?? [];
    expect(others).toEqual([]);
    expect(receipt.text).toContain(`SHA-256 of the submission manifest: ${hash}\n`);
    expect(String(receipt.html).match(HASH)).toEqual([hash]);
    expect(receipt.text).toContain(`Reference: ${id.slice(0, 8)}\n`);
    expect(receipt.html).toContain(id.slice(0, 8));
  });
});

describe('a review decision', () => {
  it.each([
    ['rejected', 'Rejected', 'Thinner catheter wall'],
    ['approved', 'Approved', 'Stiffer guidewire core'],
  ])('set to %s is mailed as "%s", with a button to the idea', async (status, label, title) => {
    const id = await sendIdea(alice, { ideaTitle: title });
    await jsonOf(
      await admin.request(`/api/admin/submissions/${id}/status`, {
        method: 'PATCH',
        json: { status, adminNotes: 'Thank you for the drawing.' },
      }),
    );
    const mail = await t.latestMailTo('alice@example.com', `"${title}" is now`);
    expect(mail.subject).toBe(`Your idea "${title}" is now ${label}`);
    expect(mail.text).toContain(`is now: ${label}.`);
    expectReadable(mail, `${TEST_APP_URL}/user-dashboard/my-submissions?submission=${id}`);
    for (const part of [mail.subject, words(mail.text), words(mail.html)])
      expect(part).not.toMatch(/\b(rejected|approved|pending)\b/);
  });
});

describe('staff notices', () => {
  it('tell of a registration in sentences, with a button to the user', async () => {
    const [mail] = await mailsTo(STAFF, 'New portal registration');
    expect(mail!.text).toMatch(/alice@example\.com registered an account on \w+ \d{1,2}, \d{4}/);
    expect(mail!.text).not.toContain('full_name');
    expectReadable(mail!, `${TEST_APP_URL}/admin/details/${aliceId}`);
  });

  it('tell of a signed agreement by name, with a button to the user', async () => {
    const [mail] = await mailsTo(STAFF, 'Invention agreement signed');
    expect(mail!.text).toContain(
      'Dr. Alice Moreau (alice@example.com) signed the invention agreement',
    );
    expect(mail!.text).not.toContain('agreement_type');
    expectReadable(mail!, `${TEST_APP_URL}/admin/details/${aliceId}`);
  });

  it('tell of a new idea by its title and reference, with a button to its page', async () => {
    const id = await sendIdea(alice, { ideaTitle: 'Softer guide catheter tip' });
    const mail = await t.latestMailTo(STAFF, 'New idea submitted');
    expect(mail.text).toContain(
      'Dr. Alice Moreau (alice@example.com) submitted a new idea, "Softer guide catheter tip".',
    );
    expect(mail.text).toContain(`Reference: ${id.slice(0, 8)}\n`);
    expectReadable(mail, `${TEST_APP_URL}/admin/submissions/${id}`);
  });

  it('pass on a contact message with a button to answer it', async () => {
    const sent = await t.client().request('/api/contact', {
      json: {
        name: 'Ines Ortega',
        email: 'ines@example.com',
        subject: 'Partnering',
        message: 'Could we talk about a pilot?',
      },
    });
    expect(sent.status).toBe(201);
    const mail = await t.latestMailTo(STAFF, 'New contact form message');
    expect(mail.text).toContain(
      'Ines Ortega (ines@example.com) wrote through the contact form about "Partnering":',
    );
    expect(mail.text).toContain('Could we talk about a pilot?');
    expectReadable(mail, 'mailto:ines%40example.com?subject=Re%3A%20Partnering');
  });
});

describe("the signer's copy", () => {
  it('is mailed with the sealed agreement attached, byte for byte as stored', async () => {
    const [mail] = await mailsTo('alice@example.com', 'Your signed invention agreement');
    expectReadable(mail!, `${TEST_APP_URL}/user-dashboard/submit-idea`);
    const [row] = await t.db.select().from(agreements).where(eq(agreements.userId, aliceId));
    const stored = await buffer((await t.portal.storage.get(row!.documentKey!))!.body);
    expect(mail!.attachments).toHaveLength(1);
    const [file] = mail!.attachments;
    expect(file!.contentType).toBe('application/pdf');
    expect(file!.filename).toMatch(/\.pdf$/);
    expect(file!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.compare(file!.content, stored)).toBe(0);
    expect(createHash('sha256').update(file!.content).digest('hex')).toBe(row!.documentSha256);
  });
});

describe('security mails', () => {
  const PASSWORD = 'Sam-Passw0rd-1';
  const NEW_PASSWORD = 'Sam-Passw0rd-2';
  const RESET_PASSWORD = 'Sam-Passw0rd-3';
  let sam: Client;
  const post = (path: string, json: object, client = sam) =>
    client.request(`/api/auth/${path}`, { json, headers: { 'user-agent': CHROME_ON_MAC } });
  const RESET_URL = `${TEST_APP_URL}/forgot-password`;

  /** The mail says what changed, when, from which browser and address; it carries no secret. */
  function expectSecurityMail(mail: ParsedMail, what: string, secrets: string[] = []) {
    expect(mail.text).toMatch(
      new RegExp(
        `${what} on \\w+ \\d{1,2}, \\d{4} at \\d{1,2}:\\d\\d [AP]M UTC, from Chrome on macOS at the address 203\\.0\\.113\\.\\d+\\.`,
      ),
    );
    expect(mail.text).toContain('If it was not you, reset your password now');
    expectReadable(mail, RESET_URL);
    for (const secret of secrets) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
  }

  beforeAll(async () => {
    sam = await t.createAccount('sam@example.com', PASSWORD);
  });

  it('tell of a password change, and not of a refused one', async () => {
    const refused = await post('change-password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(await mailsTo('sam@example.com', 'Your password was changed')).toHaveLength(0);

    const changed = await post('change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const mails = await mailsTo('sam@example.com', 'Your password was changed');
    expect(mails).toHaveLength(1);
    expectSecurityMail(mails[0]!, 'The password of your account was changed', [NEW_PASSWORD]);
  });

  it('tell of a password reset, and not of a refused one', async () => {
    const stranger = t.client();
    await stranger.request('/api/auth/request-password-reset', {
      json: { email: 'sam@example.com', redirectTo: '/reset-password' },
    });
    await t.deliverMail();
    const token = tokenOf(linkIn(t.sink.to('sam@example.com').at(-1)!, '/reset-password'));
    const refused = await post(
      'reset-password',
      { token: 'not-a-token', newPassword: RESET_PASSWORD },
      stranger,
    );
    expect(refused.status).toBe(400);
    expect(await mailsTo('sam@example.com', 'Your password was reset')).toHaveLength(0);

    const reset = await post('reset-password', { token, newPassword: RESET_PASSWORD }, stranger);
    expect(reset.status).toBe(200);
    const mails = await mailsTo('sam@example.com', 'Your password was reset');
    expect(mails).toHaveLength(1);
    expectSecurityMail(
      mails[0]!,
      'The password of your account was reset with a link sent to this address',
      [RESET_PASSWORD],
    );
  });

  it('tell of two-factor sign-in turned on, backup codes made again and turned off; not of refusals', async () => {
    sam = t.client();
    expect((await sam.signIn('sam@example.com', RESET_PASSWORD)).ok).toBe(true);
    const refused = await post('two-factor/enable', { password: 'Not-The-Password-1' });
    expect(refused.status).toBe(400);
    const started = await post('two-factor/enable', { password: RESET_PASSWORD });
    expect(started.status).toBe(200);
    const { totpURI } = (await started.json()) as { totpURI: string };
    const authenticator = authenticatorFor(totpURI);
    const wrong = await post('two-factor/verify-totp', { code: wrongCode(authenticator) });
    expect(wrong.ok).toBe(false);
    expect(await mailsTo('sam@example.com', 'Two-factor sign-in was turned on')).toHaveLength(0);
    const confirmed = await post('two-factor/verify-totp', { code: authenticator.generate() });
    expect(confirmed.status).toBe(200);
    const on = await mailsTo('sam@example.com', 'Two-factor sign-in was turned on');
    expect(on).toHaveLength(1);
    expectSecurityMail(on[0]!, 'Two-factor sign-in was turned on for your account');

    const notRenewed = await post('two-factor/generate-backup-codes', {
      password: 'Not-The-Password-1',
    });
    expect(notRenewed.status).toBe(400);
    expect(await mailsTo('sam@example.com', 'New backup codes were made')).toHaveLength(0);
    const renewed = await post('two-factor/generate-backup-codes', { password: RESET_PASSWORD });
    expect(renewed.status).toBe(200);
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    const codes = await mailsTo('sam@example.com', 'New backup codes were made');
    expect(codes).toHaveLength(1);
    expectSecurityMail(
      codes[0]!,
      'New two-factor backup codes were made for your account',
      backupCodes,
    );

    const notOff = await post('two-factor/disable', { password: 'Not-The-Password-1' });
    expect(notOff.status).toBe(400);
    expect(await mailsTo('sam@example.com', 'Two-factor sign-in was turned off')).toHaveLength(0);
    const off = await post('two-factor/disable', { password: RESET_PASSWORD });
    expect(off.status).toBe(200);
    const offMails = await mailsTo('sam@example.com', 'Two-factor sign-in was turned off');
    expect(offMails).toHaveLength(1);
    expectSecurityMail(offMails[0]!, 'Two-factor sign-in was turned off for your account');
  });
});

describe('the dashboard', () => {
  it('names where staff notices go', async () => {
    const stats = await jsonOf<{ staffNoticesTo: string | null }>(
      await admin.request('/api/admin/stats'),
    );
    expect(stats.staffNoticesTo).toBe(STAFF);
  });
});
