import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';

// The admin's Audit trail: filtered in the address, read on any screen, exported.

const inventor = {
  email: uniqueEmail('audit-trail'),
  password: 'Coil-Embolisation-42',
  fullName: 'Dr. Ines Carvalho',
  jobTitle: 'Interventional Neuroradiologist',
};
const contexts = adminAndInventorForFile(inventor);
const tag = `trail${Date.now()}`;
let ideaId = '';

test.beforeAll(async () => {
  ideaId = await sendIdea(contexts().user.request, {
    title: 'Balloon guide catheter with a flow sensor',
    description: 'A sensor in the balloon shows when flow has stopped.',
  });
  const tagged = await contexts().admin.request.post(`/api/admin/submissions/${ideaId}/tags`, {
    headers: { origin: E2E_BASE_URL },
    data: { tag },
  });
  expect(tagged.status(), await tagged.text()).toBe(200);
});

/** Sideways overflow of the page and of the table's frame; each must be none. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const frames = [...document.querySelectorAll<HTMLElement>('[data-table-frame]')];
    return Math.max(
      root.scrollWidth - root.clientWidth,
      ...frames.map((frame) => frame.scrollWidth - frame.clientWidth),
    );
  });

test('an admin filters the trail by an action, sees the entry and downloads it as CSV', async () => {
  const page = await contexts().admin.newPage();
  await page.goto('/admin/audit-trail');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Tag added' }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]action=submission\.tag_added(&|$)/);

  const row = page.getByRole('row').filter({ hasText: tag });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: `Idea ${ideaId.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Agreement signed' })).toHaveCount(0);
  await expectNoViolations(page);

  // The export carries the filters in force.
  const link = page.getByRole('link', { name: 'Export CSV' });
  await expect(link).toHaveAttribute('href', /action=submission\.tag_added/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toContain('ID,Time (UTC),Action,Description,Actor');
  expect(lines.slice(1).every((line) => line.includes(',submission.tag_added,Tag added,'))).toBe(
    true,
  );
  expect(csv).toContain(tag);
  await page.close();
});

test('the filters stay in the address, are checked before they apply, and fit a phone', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/audit-trail?idea=${ideaId.slice(0, 8)}`);
  await expect(page.getByLabel('Idea reference')).toHaveValue(ideaId.slice(0, 8));
  await expect(page.getByText(tag).first()).toBeVisible();
  expect(await overflow(page), 'at 390px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1024, height: 800 });
  expect(await overflow(page), 'at 1024px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByLabel('From (UTC)').fill('2026-12-06');
  await page.getByLabel('To (UTC)').fill('2026-12-05');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('The from date must not be after the to date.')).toBeVisible();
  await expect(page).not.toHaveURL(/from=/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-trail$/);
  await expect(page.getByLabel('Idea reference')).toBeFocused();
  await expect(page.getByLabel('Idea reference')).toHaveValue('');
  await page.close();
});
