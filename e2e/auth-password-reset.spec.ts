import { expect, test } from '@playwright/test';
import { createVerifiedAccount, submitSignIn, uniqueEmail, waitForLink } from './support/accounts';

test('forgot password: the mailed link sets a new password, and only the new one signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'Old-Microcatheter-42';
  const newPassword = 'New-Microcatheter-42';
  await createVerifiedAccount(request, email, oldPassword);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();

  const emailField = page.getByLabel('Email', { exact: true });
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await send.click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(emailField).toBeFocused();
  await emailField.fill('not-an-address');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await emailField.fill(email);
  await send.click();
  await expect(page.getByText('Reset email sent')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Link Sent' })).toBeVisible();
  await expect(page.getByText('check your spam folder')).toBeVisible();
  await expect(page.getByText('The link expires after 24 hours.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Login' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(await page.evaluate(() => localStorage.getItem('passwordResetEmail'))).toBe(email);

  const link = await waitForLink(email, '/reset-password?token=');
  await page.goto(link);
  const newField = page.getByLabel('New Password', { exact: true });
  await expect(newField).toBeVisible();
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await newField.fill(newPassword);
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Something-Else-42');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Password Reset Successful' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, email, oldPassword);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  // The welcome stands alone: the refusal was said on the form, not left in a toast. The
  // account never signed in before, so it is welcomed, not welcomed back.
  await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toHaveCount(0);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a reset page without a token offers a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(
    page.getByText(
      'No valid reset link detected. Please request a password reset from the login page.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a new reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
