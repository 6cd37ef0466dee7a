import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  signOutFromHeader,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from './support/accounts';
import { expectNoViolations } from './support/axe';
import { messagesTo } from './support/inbox';
import { fingerprintReader } from './support/passkeys';

const user = { email: uniqueEmail('passkey'), password: 'Passkey-Journey-Passw0rd' };

test('a person adds a passkey in Settings, then signs in with it alone, and removes it with the password', async ({
  page,
  playwright,
}) => {
  await withSetUpRequest(playwright.request, (request) =>
    createVerifiedAccount(request, user.email, user.password),
  );
  const reader = await fingerprintReader(page);
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\//);

  await page.goto('/user-dashboard/settings');
  const card = page.getByRole('list', { name: 'Your passkeys' });
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByText('Passkey Added', { exact: true })).toBeVisible();
  await expect(card).toContainText('Work laptop');
  await expect(card.getByText('Never used')).toBeVisible();
  expect(await reader.credentials()).toHaveLength(1);
  await expect
    .poll(async () =>
      (await messagesTo(user.email)).some((mail) => mail.subject.startsWith('A passkey was added')),
    )
    .toBe(true);
  await expectNoViolations(page);

  await signOutFromHeader(page, user.email);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\//);
  const me = (await (await page.request.get('/api/me')).json()) as {
    user: { email: string; twoFactorVerified: boolean };
  };
  expect(me.user).toMatchObject({ email: user.email, twoFactorVerified: true });

  await page.goto('/user-dashboard/settings');
  await expect(card.getByText(/Last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Work laptop' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Work laptop?' });
  await remove.getByLabel('Your password').fill('not-the-password');
  await remove.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(remove.getByText('The password is not right.')).toBeVisible();
  await remove.getByLabel('Your password').fill(user.password);
  await remove.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('Passkey Removed', { exact: true })).toBeVisible();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // The passkey the laptop still holds no longer opens the account.
  await signOutFromHeader(page, user.email);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
