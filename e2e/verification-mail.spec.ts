import { expect, test } from '@playwright/test';
import { createUnconfirmedAccount } from './support/accounts';
import { E2E_BASE_URL } from './support/environment';
import { messagesTo, waitForLink } from './support/inbox';

test('an account created through the API is confirmed by the link in its verification mail', async ({
  page,
  request,
}) => {
  const email = `api-account-${Date.now()}@example.com`;
  const password = 'Aneurysm-Coil-7';
  const headers = { origin: E2E_BASE_URL };

  await createUnconfirmedAccount(request, email, password);
  const refused = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  });
  expect(refused.status()).toBe(403);

  const link = await waitForLink(email, '/auth/callback');
  expect((await messagesTo(email))[0]!.subject).toBe(
    'Confirm your email for the Innovation Portal',
  );

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();

  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
});
