import { expect, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './environment';
import { waitForLink } from './inbox';

export { waitForLink };

let counter = 0;

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

let setUpAddresses = 0;
/** A client address of its own for each account made as set-up, as separate people would have. */
export const nextSetUpAddress = () => {
  setUpAddresses += 1;
  return `198.18.${Math.floor(setUpAddresses / 250) % 250}.${(setUpAddresses % 250) + 1}`;
};

/**
 * Signs an account up through the API, leaving its address unconfirmed. Uses its own request
 * context, so the browser page stays signed out.
 */
export async function createUnconfirmedAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': nextSetUpAddress() },
    data: { email, password, name: '', acceptTerms: true },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
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
  await createUnconfirmedAccount(request, email, password);
  const link = await waitForLink(email, '/auth/callback');
  const token = new URL(link).searchParams.get('token');
  expect(token, 'verification link carries a token').toBeTruthy();
  // Confirmed from an address of its own too: confirmations are limited per address, and a
  // run confirms more set-up accounts than one address may.
  const verify = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token!)}`, {
    headers: { 'x-forwarded-for': nextSetUpAddress() },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return link;
}

/** Runs set-up calls in a request context of their own, so the browser page stays signed out. */
export async function withSetUpRequest(
  requests: APIRequest,
  run: (request: APIRequestContext) => Promise<unknown>,
): Promise<void> {
  const request = await requests.newContext({ baseURL: E2E_BASE_URL });
  await run(request);
  await request.dispose();
}

/** Makes a confirmed account, then signs in as it on the page and waits for its dashboard. */
export async function signInAsNewAccount(
  page: Page,
  requests: APIRequest,
  user: { email: string; password: string },
): Promise<void> {
  await withSetUpRequest(requests, (request) =>
    createVerifiedAccount(request, user.email, user.password),
  );
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\//);
}

export const termsConsentLabel = 'I am at least 18 and accept the Terms of Use and Privacy Policy';

/** Registers on /register through the form and waits for Check Your Email. */
export async function registerOnPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: termsConsentLabel }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
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
