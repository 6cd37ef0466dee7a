import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from '../support/accounts';
import { E2E_BASE_URL } from '../support/environment';
import { fingerprintReader } from '../support/passkeys';
import { shoot, shootInView } from './shoot';

// Sign-in with a passkey and after an idle sign-out, Settings' passkeys, and the signing page's
// re-authentication (ADR 42, 43).

const user = { email: uniqueEmail('shots-identity'), password: 'Identity-Shots-Passw0rd' };

test('sign-in, passkeys and signing with the password again', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withSetUpRequest(playwright.request, (request) =>
    createVerifiedAccount(request, user.email, user.password),
  );
  await page.goto('/login?signed-out=idle');
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await shoot(page, 'sign-in-after-idle');

  await fingerprintReader(page);
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\//);
  await page.goto('/user-dashboard/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  await shoot(page, 'passkey-add-dialog');
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list).toContainText('Work laptop');
  await shootInView(list, 'passkeys-card', 'center');
  await shootInView(
    page.getByRole('link', { name: 'Download my data' }),
    'your-data-card',
    'center',
  );
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  await expect(page.getByRole('dialog', { name: 'Remove Work laptop?' })).toBeVisible();
  await shoot(page, 'passkey-remove-dialog');
  await page.keyboard.press('Escape');

  const started = await page.request.post('/api/agreements/signing', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: 'Dr. Ines Vogel', jobTitle: 'Neurosurgeon' },
  });
  const { documentId } = (await started.json()) as { documentId: string };
  await page.goto(`/signing/${documentId}`);
  const password = page.getByLabel('Your password');
  await password.fill('not-the-password');
  await page.getByLabel('I agree to sign this agreement electronically').check();
  await page.getByLabel('Type your full name').fill('Dr. Ines Vogel');
  await page.getByRole('button', { name: 'Use typed name as signature' }).click();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('The password is not right.')).toBeVisible();
  await shootInView(password, 'signing-password-again', 'center');
});
