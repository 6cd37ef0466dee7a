import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  expect,
  request as requests,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { nextSetUpAddress, submitSignIn } from './accounts';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DIR } from './environment';

/** An authenticator app holding the key a page shows as text, as a person would type it in. */
export const authenticatorForKey = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')) });

/** Reads the key the set-up shows as text, as a person typing it into an app would. */
export async function scanKey(page: Page): Promise<TOTP> {
  const key = await page
    .getByText(/Can't scan it\?/)
    .locator('code')
    .textContent();
  expect(key).toMatch(/^[A-Z2-7 ]{16,}$/);
  return authenticatorForKey(key!);
}

// A code works once: the time step each key last gave a code for, on disk as spec files may
// run in new processes. Each worker has its own (E2E_DIR), as it has its own portal and admin.
const USED_STEPS_FILE = path.join(E2E_DIR, 'authenticator-steps.json');

function extendTestTimeout(ms: number): void {
  try {
    const info = test.info();
    info.setTimeout(info.timeout + ms);
  } catch {
    // Outside a test or hook there is no time budget to extend.
  }
}

/**
 * The code a person would type next: the one showing now, or once that was used, the next
 * period's (the portal takes a code one period early), or else the one after, waited for.
 */
export async function nextCode(authenticator: TOTP): Promise<string> {
  const used = JSON.parse(await readFile(USED_STEPS_FILE, 'utf8').catch(() => '{}')) as Record<
    string,
    number
  >;
  const periodMs = authenticator.period * 1000;
  const stepNow = () => Math.floor(Date.now() / periodMs);
  const step = Math.max(stepNow(), (used[authenticator.secret.base32] ?? -1) + 1);
  const waitMs = (step - 1) * periodMs - Date.now() + 50;
  // A person whose codes were all used waits for the next one too; that wait is the
  // authenticator's, not the portal's, so the test is given it on top of its own time.
  if (waitMs > 0) extendTestTimeout(waitMs);
  while (stepNow() < step - 1)
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * periodMs - Date.now() + 50));
  used[authenticator.secret.base32] = step;
  await writeFile(USED_STEPS_FILE, JSON.stringify(used));
  return authenticator.generate({ timestamp: step * periodMs });
}

// A worker's spec files run in turn, maybe in new processes: the first admin of its portal
// keeps their key on disk, beside the portal's data (E2E_DIR).
const ADMIN_KEY_FILE = path.join(E2E_DIR, 'admin-authenticator.txt');
const headers = { origin: E2E_BASE_URL };

/**
 * The first admin's authenticator. Staff need two-factor sign-in, so the first time it is asked
 * for, the admin enrols through the API (in a context of its own).
 */
/** The first admin's authenticator app, enrolled once for the whole run. */
export async function adminAuthenticator(): Promise<TOTP> {
  const saved = await readFile(ADMIN_KEY_FILE, 'utf8').catch(() => null);
  if (saved) return URI.parse(saved) as TOTP;
  const request = await requests.newContext({ baseURL: E2E_BASE_URL });
  try {
    const signIn = await request.post('/api/auth/sign-in/email', { headers, data: E2E_ADMIN });
    expect(await signIn.json(), 'the first admin has not enrolled yet').not.toHaveProperty(
      'twoFactorRedirect',
    );
    const enabled = await request.post('/api/auth/two-factor/enable', {
      headers,
      data: { password: E2E_ADMIN.password },
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const authenticator = URI.parse(totpURI) as TOTP;
    const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
      headers,
      data: { code: await nextCode(authenticator) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    await writeFile(ADMIN_KEY_FILE, totpURI);
    return authenticator;
  } finally {
    await request.dispose();
  }
}

/** What the first admin types to sign (a scorecard, say) through the API: password and code. */
export const adminSignature = async () => ({
  password: E2E_ADMIN.password,
  code: await nextCode(await adminAuthenticator()),
});

/** Signs the first admin in through `request` (a browser context's, say): password, then code. */
export async function signInAdminWithCode(request: APIRequestContext): Promise<void> {
  const authenticator = await adminAuthenticator();
  // Set-up, from an address of its own, so the journeys' own sign-ins stay within one address's limit.
  const from = { ...headers, 'x-forwarded-for': nextSetUpAddress() };
  const signIn = await request.post('/api/auth/sign-in/email', { headers: from, data: E2E_ADMIN });
  expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
  const verified = await request.post('/api/auth/two-factor/verify-totp', {
    headers: from,
    data: { code: await nextCode(authenticator) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Passes the sign-in page's second step with a code from the authenticator. */
export async function enterSignInCode(page: Page, authenticator: TOTP): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeFocused();
  await page.getByLabel('Authentication code').fill(await nextCode(authenticator));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Signs the first admin in on the sign-in page the browser is on (/login), both steps. */
export async function signInAdminOnPage(page: Page): Promise<void> {
  const authenticator = await adminAuthenticator();
  await submitSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await enterSignInCode(page, authenticator);
}
