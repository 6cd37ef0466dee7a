import { expect, test, type Page } from '@playwright/test';
import { contactLimits } from '../common/contact';
import { signInAsNewAccount, uniqueEmail } from './support/accounts';
import { E2E_BASE_URL, E2E_STAFF_EMAIL } from './support/environment';
import { waitForMail } from './support/inbox';

// The server allows 5 messages an hour from one address: this file sends two for real.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillMessage(page: Page, values: { name: string; subject: string; message: string }) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
}

/** Sends the form and returns what went to the server and the new message's id. */
async function send(page: Page): Promise<{ body: Record<string, unknown>; id: string }> {
  const responded = page.waitForResponse(
    (r) => r.url() === `${E2E_BASE_URL}/api/contact` && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  const response = await responded;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect(id).toBeTruthy();
  return { body: response.request().postDataJSON() as Record<string, unknown>, id };
}

async function expectSentToast(page: Page) {
  await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll be in touch soon.")).toBeVisible();
}

test('a visitor is told what is missing before anything is sent', async ({ page }) => {
  const posted: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/contact') && posted.push(r.method()));
  await page.goto('/contact');
  await expect(field(page, 'Name')).toHaveAttribute('maxlength', String(contactLimits.name));
  await expect(field(page, 'Email')).toHaveAttribute('maxlength', String(contactLimits.email));
  await expect(field(page, 'Subject')).toHaveAttribute('maxlength', String(contactLimits.subject));
  await expect(field(page, 'Message')).toHaveAttribute('maxlength', String(contactLimits.message));

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name is required.');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required.');
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject is required.');
  await expect(field(page, 'Message')).toHaveAccessibleDescription(
    /^Up to 5,000 characters\. Message is required\.$/,
  );
  await expect(field(page, 'Name')).toBeFocused();
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');

  // An edited field's message goes away; the next try checks it again.
  await field(page, 'Email').fill('not an address');
  await expect(field(page, 'Email')).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(
    'Please enter a valid email address.',
  );
  await field(page, 'Name').fill('Dr. Ana Okafor');
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid');
  expect(posted).toEqual([]);
});

test("a visitor's message is stored and reaches staff, replying to the visitor", async ({
  page,
}) => {
  const email = uniqueEmail('contact-visitor');
  const subject = `Guide catheter support ${Date.now()}`;
  await page.goto('/contact');
  await fillMessage(page, {
    name: 'Dr. Ana Okafor',
    subject,
    message: 'The guide catheter backs out when we cross a type III arch.',
  });
  await field(page, 'Email').fill(email);
  const { body, id } = await send(page);
  expect(body).toEqual({
    name: 'Dr. Ana Okafor',
    email,
    subject,
    message: 'The guide catheter backs out when we cross a type III arch.',
  });
  await expectSentToast(page);
  // The form starts again, empty.
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(field(page, label)).toHaveValue('');
  }

  // Staff read it as sentences, the message included, with no id or field dump.
  const mail = await waitForMail(E2E_STAFF_EMAIL, [`about "${subject}"`]);
  expect(mail.text).toContain(
    `Dr. Ana Okafor (${email}) wrote through the contact form about "${subject}":`,
  );
  expect(mail.text).toContain('The guide catheter backs out when we cross a type III arch.');
  expect(mail.text).not.toContain(id);
});

test("a signed-in user is not asked for an address; staff get the account's", async ({
  page,
  playwright,
}) => {
  const user = { email: uniqueEmail('contact-member'), password: 'Flow-Diverter-42' };
  await signInAsNewAccount(page, playwright.request, user);

  await page.goto('/contact');
  await expect(page.getByText('You are signed in, so we will reply')).toContainText(user.email);
  await expect(field(page, 'Email')).toHaveCount(0);
  const subject = `Microcatheter marker bands ${Date.now()}`;
  await fillMessage(page, {
    name: 'Sam Rivera, RT(R)',
    subject,
    message: 'The distal marker band is hard to see on the lateral view in large patients.',
  });
  const { body, id } = await send(page);
  expect(body).not.toHaveProperty('email');
  await expectSentToast(page);
  await expect(field(page, 'Subject')).toHaveValue('');

  const mail = await waitForMail(E2E_STAFF_EMAIL, [`about "${subject}"`]);
  expect(mail.text).toContain(`Sam Rivera, RT(R) (${user.email}) wrote through the contact form`);
  expect(mail.text).not.toContain(id);
});

test.describe('when the server refuses', () => {
  const values = {
    name: 'Dr. Ana Okafor',
    subject: 'Aspiration tip',
    message: 'A softer distal tip could reduce vessel trauma.',
  };

  test('too many messages: the visitor is told how long to wait', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '1740' },
        json: { error: { code: 'rate_limited', message: 'Too many requests.' } },
      }),
    );
    await page.goto('/contact');
    await fillMessage(page, values);
    await field(page, 'Email').fill('ana@hospital.example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const text =
      'You have sent several messages in a short time. Please wait 29 minutes before sending another.';
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    // Said once, above the form: no toast repeats it.
    await expect(page.getByText('Message Failed', { exact: true })).toHaveCount(0);
    // Nothing typed is lost.
    await expect(field(page, 'Message')).toHaveValue(values.message);
  });

  test("invalid input: the server's message is shown against its field", async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 'invalid_input',
            message: 'Please enter a valid email address.',
            field: 'email',
          },
        },
      }),
    );
    await page.goto('/contact');
    await fillMessage(page, values);
    await field(page, 'Email').fill('ana@hospital.example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(field(page, 'Email')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(field(page, 'Email')).toBeFocused();
  });

  test('any other failure: the spec text', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'An unexpected error occurred.' } },
      }),
    );
    await page.goto('/contact');
    await fillMessage(page, values);
    await field(page, 'Email').fill('ana@hospital.example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Message Failed There was a problem sending your message. Please try again later.',
      }),
    ).toBeVisible();
  });
});
