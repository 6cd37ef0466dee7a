import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  signOutFromHeader,
  submitSignIn,
  uniqueEmail,
} from './support/accounts';

test('a user changes their password in Settings and signs in with the new one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('settings');
  const oldPassword = 'Old-Aspiration-42';
  const newPassword = 'New-Aspiration-42';
  await createVerifiedAccount(request, email, oldPassword);

  await page.goto('/login');
  await submitSignIn(page, email, oldPassword);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  // From the keyboard: the welcome toast can sit over the dashboard's tabs.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Settings' })
    .press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  const current = page.getByLabel('Current Password', { exact: true });
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password', { exact: true });
  const update = page.getByRole('button', { name: 'Update Password' });

  await update.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');

  await current.fill('Wrong-Aspiration-42');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await update.click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();

  await current.fill(oldPassword);
  await update.click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirm).toHaveValue('');

  await signOutFromHeader(page, email);
  await page.goto('/login');
  await submitSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
});
