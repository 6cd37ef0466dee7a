import { expect, test } from '@playwright/test';
import {
  createUnconfirmedAccount,
  createVerifiedAccount,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { signInAdminOnPage } from './support/two-factor';

const user = { email: uniqueEmail('guard'), password: 'Balloon-Guide-42' };
const unconfirmed = { email: uniqueEmail('unconfirmed'), password: 'Embolic-Coil-42' };

test.beforeAll(({ playwright }) =>
  withSetUpRequest(playwright.request, async (request) => {
    await createVerifiedAccount(request, user.email, user.password);
    await createUnconfirmedAccount(request, unconfirmed.email, unconfirmed.password);
  }),
);

test('an account whose address is not confirmed is sent from sign-in to Check Your Email', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, unconfirmed.email, unconfirmed.password);
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(unconfirmed.email, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBe(
    unconfirmed.email,
  );
});

test('a signed-in user opening Sign In or Register is sent to their dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  }
});

test('an anonymous visitor to Settings signs in and comes back to Settings', async ({ page }) => {
  await page.goto('/user-dashboard/settings');
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
});

test('an anonymous visitor to the admin portal is sent to sign in', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('a user who is not an admin is sent from the admin portal to their dashboard', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  await page.getByRole('button', { name: `Account menu for ${user.email}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
});

test('the admin guard says it is checking permissions until it knows who is asking', async ({
  page,
}) => {
  await page.goto('/login');
  await signInAdminOnPage(page);
  await expect(page).toHaveURL(/\/admin$/);

  // Hold the session check until the page has been seen waiting for it.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/me', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(
    page.getByRole('status').filter({ hasText: 'Checking permissions...' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);

  answer();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Checking permissions...')).toHaveCount(0);
});

test('an admin sees the admin portal', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await signInAdminOnPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin Portal' });
  await expect(sidebar).toBeVisible();
  // The sidebar names who is signed in (the header's account menu names them too).
  await expect(
    page.getByRole('complementary').getByText(E2E_ADMIN.email, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // A person reads the greeting and closes it; hovered, it would stay over the phone's menus.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Welcome back!' })
    .getByRole('button', { name: 'Close toast' })
    .click();

  // The header menu offers the admin entry, reachable by keyboard.
  await page.getByRole('button', { name: `Account menu for ${E2E_ADMIN.email}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
  await page.keyboard.press('Escape');

  // On a phone the portal has one menu: a drawer with its sections and the account.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin Portal' });
  await drawer.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
});

test('a session check answered during sign-out does not send the admin to sign in', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/admin');
  await signInAdminOnPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });

  // The server is slow to end the session; meanwhile a check of the session hears nobody.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/sign-out', async (route) => {
    await held;
    await route.continue();
  });
  await page.route('**/api/me', (route) => route.fulfill({ json: { user: null, profile: null } }));
  const signingOut = page.waitForRequest('**/api/auth/sign-out');
  await page.getByRole('button', { name: `Account menu for ${E2E_ADMIN.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signingOut;
  const checked = page.waitForResponse('**/api/me');
  // The session has gone stale, and the window is looked at again: the check runs.
  await page.clock.fastForward('01:00');
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await checked;
  await expect(page.getByRole('status').filter({ hasText: 'Signing out...' })).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed Out', { exact: true })).toBeVisible();
  expect(visited).not.toContain('/login');
});

test('a dashboard whose account check never answers gives up after 10 seconds', async ({
  page,
}) => {
  await page.clock.install();
  // The server takes the first request and never answers it; later ones go through.
  let calls = 0;
  await page.route('**/api/me', (route) => (++calls === 1 ? undefined : route.continue()));
  await page.goto('/user-dashboard/my-submissions');
  await expect(page.getByText('Loading your dashboard...')).toBeVisible();

  await page.clock.fastForward(10_000);
  const card = page.getByRole('alert').filter({ hasText: 'Dashboard Error' });
  await expect(card).toContainText('Dashboard loading timed out. Please try refreshing the page.');
  await expect(card.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');

  // Retrying reloads the page, which now gets its answer: a visitor is sent to sign in.
  await card.getByRole('button', { name: 'Retry Loading Dashboard' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a dashboard whose account check fails shows the Dashboard Error card', async ({ page }) => {
  await page.route('**/api/me', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'An unexpected error occurred.' } },
    }),
  );
  await page.goto('/user-dashboard');
  const card = page.getByRole('alert').filter({ hasText: 'Dashboard Error' });
  // A 5xx may pass, so the check is asked twice more (after 1 s, then 2 s) before it fails.
  await expect(card).toContainText('We could not load your account.', { timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Retry Loading Dashboard' })).toBeVisible();
  await card.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
