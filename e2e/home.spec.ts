import { expect, test } from '@playwright/test';

test('the home page renders, with no script or policy errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ground-breaking impact' }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();

  await page.getByRole('link', { name: 'Submit Your Idea' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Help Me Find It' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('legacy paths redirect as the spec says', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page).toHaveURL(/\/privacy-terms#privacy-heading$/);
  // The dashboard then sends a signed-out visitor on to sign in: record every stop on the way.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
  await page.goto('/onboarding/idea-submission');
  await expect(page).toHaveURL(/\/login$/);
  expect(visited).toContain('/user-dashboard/submit-idea');
});
