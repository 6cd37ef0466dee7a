import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/environment';
import { linkIn, waitForMail } from './support/inbox';

test('an account created through the API is confirmed by the link in its verification mail', async ({
  page,
  request,
}) => {
  const email = `clinician-${Date.now()}@example.com`;
  const password = 'Aneurysm-Coil-7';
  const headers = { origin: E2E_BASE_URL };

  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { email, password, name: '', callbackURL: '/auth/callback?redirect=/login' },
  });
  expect(signUp.status()).toBe(200);

  const refused = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  });
  expect(refused.status()).toBe(403);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Confirm your email for the Innovation Portal');

  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/auth\/callback\?redirect=\/login$/);

  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  const me = await request.get('/api/me');
  expect(await me.json()).toMatchObject({ user: { email, emailVerified: true } });
});
