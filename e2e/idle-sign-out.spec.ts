import { expect, test } from '@playwright/test';
import { submitSignIn, uniqueEmail, waitForLink } from './support/accounts';
import { portalOfItsOwn } from './support/portal-process';

const PASSWORD = 'Idle-Journey-Passw0rd';
// A portal of its own whose sessions idle out after one minute, for everyone.
const BASE = portalOfItsOwn('idle-portal', 17, { SESSION_IDLE_MINUTES: '1' });

test('a page left untouched returns to sign-in after the idle limit, saying why, and back after', async ({
  browser,
}) => {
  // The limit is a minute, and the page checks every 15 seconds once it has passed.
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const email = uniqueEmail('idle');
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: BASE },
    data: { email, password: PASSWORD, name: '', acceptTerms: true },
  });
  expect(signUp.status()).toBe(200);
  const token = new URL(await waitForLink(email, '/auth/callback')).searchParams.get('token')!;
  expect((await context.request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);

  await page.goto('/login');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/user-dashboard\//);
  const dashboard = new URL(page.url()).pathname;

  // Nobody touches the page: it polls and refetches by itself, which does not count as use.
  await expect(page).toHaveURL(/\/login\?signed-out=idle/, { timeout: 120_000 });
  await expect(page.getByRole('status')).toHaveText(
    'You were signed out because your session was inactive. Please sign in again.',
  );
  // The session ended on the server, not only on this page.
  const me = (await (await context.request.get('/api/me')).json()) as { user: unknown };
  expect(me.user).toBeNull();

  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${dashboard}$`));
  await context.close();
});
