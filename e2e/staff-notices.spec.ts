import { expect, test, type BrowserContext } from '@playwright/test';
import { adminContext } from './support/admin';
import { expectNoViolations } from './support/axe';

let admin: BrowserContext;

test.beforeAll(async ({ browser }) => {
  admin = await adminContext(browser);
});
test.afterAll(() => admin.close());

const heading = 'No one receives staff notices';

test('the dashboard says when no one receives staff notices', async () => {
  const page = await admin.newPage();
  // The portal under test has STAFF_NOTIFY_EMAIL set; the answer is that of one without it.
  await page.route('**/api/admin/stats', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), staffNoticesTo: null } });
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByText('STAFF_NOTIFY_EMAIL', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});

test('the dashboard says nothing of staff notices while they have an address', async () => {
  const page = await admin.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Statistics' })).toBeAttached();
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  await page.close();
});
