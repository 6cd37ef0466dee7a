import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { messagesTo } from './inbox';

let counter = 0;

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/** Every link in the mail received by the address whose URL contains pathPart, oldest first. */
async function linksTo(address: string, pathPart: string): Promise<string[]> {
  const mails = await messagesTo(address);
  return mails.flatMap(
    (mail) => mail.text.match(/https?:\/\/\S+/g)?.filter((url) => url.includes(pathPart)) ?? [],
  );
}

/**
 * Waits until the address has received `count` mails with a link containing pathPart (a
 * verification link, a reset link) and returns the newest such link.
 */
export async function waitForLink(
  address: string,
  pathPart: string,
  { count = 1 }: { count?: number } = {},
): Promise<string> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        try {
          links = await linksTo(address, pathPart);
        } catch {
          // The SMTP listener may still be writing a message file: read again.
          return -1;
        }
        return links.length;
      },
      {
        message: `${count} mail(s) to ${address} with a link to ${pathPart}`,
        // The outbox worker sends within a couple of seconds.
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  return links.at(-1)!;
}

/**
 * Creates an account through the API and confirms it with the link from its verification
 * mail, as set-up for journeys that start with an existing account. Uses its own request
 * context, so the browser page stays signed out. Returns the (now used) verification link.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email, password, name: '' },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await waitForLink(email, '/auth/callback');
  const token = new URL(link).searchParams.get('token');
  expect(token, 'verification link carries a token').toBeTruthy();
  const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token!)}`);
  expect(verify.status(), await verify.text()).toBe(200);
  return link;
}

/** Fills in and sends the sign-in form of the page the browser is on (/login). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs out through the header's account menu. */
export async function signOutFromHeader(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(page.getByText('Signed Out', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
}
