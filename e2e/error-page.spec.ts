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

test('a page that fails to render shows the error page inside the portal frame, with a toast', async ({
  page,
}) => {
  // The admin dashboard chart's code cannot be fetched, as after a deploy that removed old chunks.
  const chunk = /\/assets\/activity-chart-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort());
  await page.goto('/login');
  await signInAdminOnPage(page);
  // An admin lands on the admin dashboard, whose chart cannot load.
  await expect(page).toHaveURL(/\/admin$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText(
    /Failed to fetch dynamically imported module|Importing a module script failed/,
  );
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  // The portal's navigation still works: another page replaces the error.
  await page.getByRole('link', { name: 'Submissions', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await page.unroute(chunk);
  await main.getByRole('button', { name: 'Refresh Page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Activity Overview' })).toBeVisible();
});
