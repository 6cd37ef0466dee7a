import { expect, test } from '@playwright/test';
import { signInAdminOnPage } from './support/two-factor';

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

test('a page that fails to render shows the error page inside the site frame, with a toast', async ({
  page,
}) => {
  // The admin dashboard chart's code cannot be fetched, as after a deploy that removed old chunks.
  const chunk = /\/assets\/activity-chart-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.goto('/login');
  await signInAdminOnPage(page);
  await expect(page).toHaveURL(/\/user-dashboard/);
  await page.goto('/admin');

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(
    /Failed to fetch dynamically imported module|Importing a module script failed/,
  );
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // The header and footer still work: another page replaces the error.
  await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await page.unroute(chunk);
  await main.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible();
});
