import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';

test('the account screens pass an automated WCAG 2.1 AA check, with errors shown', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter both email and password',
  );
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expectNoViolations(page);

  await page.goto('/register');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter your email address',
  );
  await expectNoViolations(page);

  await page.goto('/reset-password');
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  await expectNoViolations(page);
});

test('a password can be shown and hidden from the keyboard', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret-Passw0rd');
  await expect(password).toHaveAttribute('type', 'password');

  await password.focus();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'password');
});

test('the check-email screen without an address sends the visitor to sign in', async ({ page }) => {
  await page.goto('/check-email');
  await expect(page).toHaveURL(/\/login$/);
});

test('a callback link with an error reports the failure', async ({ page }) => {
  await page.goto('/auth/callback?error=access_denied&error_description=Link%20expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByText('Link expired')).toBeVisible();
  await expectNoViolations(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('a callback never sends the visitor to another site', async ({ page }) => {
  await page.goto('/auth/callback?error=x&redirect=//evil.example/steal');
  await expect(page).toHaveURL(/\/login$/);
});
