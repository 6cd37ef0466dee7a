import { expect, test, type BrowserContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminContext, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { signedInContext } from './support/ideas';

let admin: BrowserContext;
let id: string;
const title = `Distal access catheter with a softer tip ${Date.now()}`;

test.beforeAll(async ({ browser }) => {
  const user = await signedInContext(browser, {
    email: uniqueEmail('admin-a11y'),
    password: 'Distal-Access-42',
    fullName: 'Dr. Lena Fischer',
    jobTitle: 'Neurointerventionalist',
  });
  id = await sendIdea(user.request, {
    title,
    description: 'A softer distal segment would track through tortuous carotid siphons.',
  });
  await user.close();
  admin = await adminContext(browser);
});

test.afterAll(async () => {
  await admin.close();
});

test('every admin page and dialog passes an automated WCAG 2.1 AA check', async () => {
  // Nine pages and a dialog, each checked by axe: on two cores shared by two workers, more than
  // a minute. Nothing waits for this time; it only bounds a stuck run.
  test.setTimeout(180_000);
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/admin');
  await expect(page.getByRole('link', { name: `View ${title}` })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Submissions \(bars\)/ })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/admin/submissions');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expectNoViolations(page);

  // The row's menu and the status dialog, opened by keyboard.
  await row.getByRole('button', { name: `Actions for “${title}”` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Update Status' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Submission Status' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoViolations(page);

  await page
    .getByRole('link', { name: /^View details for/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Scorecard criteria' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/admin/audit-integrity');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit integrity' })).toBeVisible();
  // The end-to-end portal has a timestamp authority, so the page never says it has none.
  const anchor = page.getByRole('region', { name: 'Last anchored head' });
  await expect(anchor).toBeVisible();
  await expect(anchor).not.toContainText('not configured');
  await expectNoViolations(page);

  await page.goto('/admin/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
  await expect(page.getByText(/^\d+ delayed, \d+ failed/)).toBeVisible();
  await expectNoViolations(page);
});

test('an admin verifies the audit chain from its page, by keyboard', async () => {
  const page = await admin.newPage();
  await page.goto('/admin/audit-integrity');
  const verify = page.getByRole('button', { name: 'Verify now' });
  await verify.focus();
  await page.keyboard.press('Enter');
  const lastCheck = page.getByRole('region', { name: 'Last verification' });
  await expect(lastCheck.getByText(/^Intact: [\d,]+ entries$/)).toBeVisible();
  await expect(lastCheck.getByText(/^an admin \(/)).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});
