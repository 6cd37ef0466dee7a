import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/environment';

test('the sign-in page and the dashboard arrive with their first screen in the HTML', async ({
  request,
}) => {
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<h1[^>]*>Sign In<\/h1>/);
  expect(login).toContain('<title>Sign In | ');
  const dashboard = await (await request.get('/user-dashboard')).text();
  expect(dashboard).toContain('Loading your dashboard...');
});

test('before its scripts run, the sign-in form takes nothing and sends nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  const email = page.locator('input[type="email"]');
  await email.click({ force: true });
  await page.keyboard.type('someone@example.com');
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('');
  expect(page.url()).toBe(`${E2E_BASE_URL}/login`);
  await context.close();
});
