import { expect, test } from '@playwright/test';
import { registerOnPage, uniqueEmail, waitForLink } from './support/accounts';

test('a new confirmation mail can be requested, then the button waits out its countdown', async ({
  page,
}) => {
  const email = uniqueEmail('resend');
  const password = 'Flow-Diverter-42';

  await registerOnPage(page, email, password);
  await waitForLink(email, '/auth/callback');

  const resend = page.getByRole('button', { name: /^Resend/ });
  await expect(resend).toHaveText('Resend Confirmation Email');
  await expect(resend).toBeEnabled();
  await resend.click();

  await expect(page.getByText('Confirmation Email Sent')).toBeVisible();
  await expect(page.getByText("We've sent a new confirmation email to your inbox.")).toBeVisible();
  await expect(resend).toHaveText(/^Resend available in \d+s$/);
  await expect(resend).toBeDisabled();
  await expect(resend).toBeFocused();

  // The countdown runs: the number of seconds shown goes down.
  const secondsShown = async () => Number((await resend.textContent())?.match(/\d+/)?.[0]);
  const first = await secondsShown();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(60);
  await expect.poll(secondsShown).toBeLessThan(first);
  await expect(resend).toBeDisabled();

  // The second mail arrives, and its link confirms the address.
  const link = await waitForLink(email, '/auth/callback', { count: 2 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
});

test('the resend wait survives a reload; a resend the server refuses says how long to wait, and the button counts down from it', async ({
  page,
}) => {
  const email = uniqueEmail('resend-limited');
  const password = 'Flow-Diverter-42';

  await registerOnPage(page, email, password);
  const resend = page.getByRole('button', { name: /^Resend/ });
  await resend.click();
  await expect(page.getByText('Confirmation Email Sent')).toBeVisible();

  // The page's clock stands still from here, so a countdown shows exactly the number it started
  // from. A reload keeps the countdown: the server would refuse a second mail this minute.
  await page.clock.setFixedTime(new Date());
  await page.reload();
  await expect(resend).toHaveText(/^Resend available in \d+s$/);
  await expect(resend).toBeDisabled();

  // Another browser knows nothing of the wait, but the server still says how long it is.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('resendConfirmationUntil:')) localStorage.removeItem(key);
    }
  });
  await page.reload();
  await expect(resend).toHaveText('Resend Confirmation Email');
  const refused = page.waitForResponse('**/api/auth/send-verification-email');
  await resend.click();
  const response = await refused;
  expect(response.status()).toBe(429);
  const wait = Number(response.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);

  await expect(page.getByText('Too many requests', { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Please wait ${wait} seconds before requesting another email.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(resend).toHaveText(`Resend available in ${wait}s`);
  await expect(resend).toBeDisabled();
});
