import { expect, test } from '@playwright/test';

test('a route that fails to load shows the top-level error page with its message', async ({
  page,
}) => {
  // The admin area's code cannot be fetched, as during a deploy that removed old chunks.
  await page.route(/\/assets\/admin-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/admin/settings');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
  ).toBeVisible();
  await expect(
    page.getByText(/Failed to fetch dynamically imported module|Importing a module script failed/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
