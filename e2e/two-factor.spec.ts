import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { BACKUP_CODE_COUNT } from '../common/auth/two-factor';
import {
  createVerifiedAccount,
  nextSetUpAddress,
  submitSignIn,
  uniqueEmail,
} from './support/accounts';
import { expectNoViolations } from './support/axe';
import { portalOfItsOwn } from './support/portal-process';
import { enterSignInCode, nextCode, scanKey } from './support/two-factor';

/** Fills the set-up's password and confirms the first code; returns the authenticator. */
async function setUp(page: Page, password: string, heading: 'h1' | 'h3') {
  const level = heading === 'h1' ? 1 : 3;
  await expect(
    page.getByRole('heading', { level, name: 'Set up two-factor sign-in' }),
  ).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();

  await expect(page.getByRole('heading', { level, name: 'Scan the QR code' })).toBeFocused();
  await expect(
    page.getByRole('img', { name: /QR code that adds .+ to an authenticator app/ }),
  ).toBeVisible();
  const authenticator = await scanKey(page);
  const code = page.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoViolations(page);
  // Every digit off: not the code the app shows now.
  await code.fill(authenticator.generate().replace(/\d/g, (d) => String((Number(d) + 5) % 10)));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill(await nextCode(authenticator));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();

  await expect(page.getByRole('heading', { level, name: 'Save your backup codes' })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(BACKUP_CODE_COUNT);
  return { authenticator, codes };
}

test.describe('a new admin', () => {
  const admin = { email: 'first.admin@two-factor.test', password: 'Journey-Admin-Passw0rd' };
  // A portal of its own, so its first admin is new whatever ran before.
  const baseURL = portalOfItsOwn('two-factor-portal', 1, {
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  test.use({ baseURL });

  test('is led through two-factor set-up before the admin portal, then signs in with a code', async ({
    page,
  }) => {
    // Settled toasts and dialogs for the accessibility checks.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await submitSignIn(page, admin.email, admin.password);

    // The admin portal waits for the second factor.
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Staff accounts see confidential inventions')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin Portal' })).toHaveCount(0);
    await expectNoViolations(page);
    const { authenticator, codes } = await setUp(page, admin.password, 'h1');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-backup-codes\.txt$/);
    const text = await readFile((await download.path())!, 'utf8');
    for (const code of codes) expect(text).toContain(code);
    expect(text).toContain(admin.email);
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Continue to the admin portal' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('complementary').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);

    // Next time the password alone is not enough.
    await page.goto('/admin');
    await submitSignIn(page, admin.email, admin.password);
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(page.getByLabel('Trust this device for 30 days')).not.toBeChecked();
    await expectNoViolations(page);
    await enterSignInCode(page, authenticator);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });
});

test('a user turns on two-factor sign-in in Settings, signs in with a backup code and signs out another session', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('two-factor');
  const password = 'Balloon-Catheter-42';
  await createVerifiedAccount(request, email, password);
  // Three sign-ins through the browser, each browser from an address of its own, as separate
  // people's would be: the journeys before this one signed in from the test machine's.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': nextSetUpAddress() });
  // Another browser signed in to the same account.
  const elsewhere = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': nextSetUpAddress() },
  });
  const other = await elsewhere.newPage();
  await other.goto('/login');
  await submitSignIn(other, email, password);
  await expect(other).toHaveURL(/\/user-dashboard/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/settings');
  await submitSignIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const { codes } = await setUp(page, password, 'h3');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByText('Two-factor sign-in is on.')).toBeFocused();

  // Sessions: this browser and the other one (confirming the address signed nobody in).
  const sessions = page.getByRole('list').filter({ hasText: 'This device' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out others' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  // Signed out, back in with a backup code instead of the app.
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.goto('/login');
  await submitSignIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Two-Factor Sign-In' })).toBeFocused();
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  const backup = page.getByLabel('Backup code');
  await expect(backup).toBeFocused();
  await backup.fill(codes[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-dashboard/);
});
