import { expect, test } from '@playwright/test';
import {
  createUnconfirmedAccount,
  createVerifiedAccount,
  signOutFromHeader,
  submitSignIn,
  termsConsentLabel,
  uniqueEmail,
  waitForLink,
} from './support/accounts';

test('register, confirm with the mailed link, sign out, sign in and sign out again', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  const password = 'Stent-Retriever-42';

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeVisible();
  const emailField = page.getByLabel('Email', { exact: true });
  await emailField.fill(email.replace('@', ' at '));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('Password strength: Strong')).toBeVisible();

  // The form's own checks come first: a real address, on its field and nowhere else ...
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(emailField).toBeFocused();
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(1);
  await emailField.fill(email);

  // ... and passwords that match.
  await page.getByLabel('Confirm Password', { exact: true }).fill('Stent-Retriever-24');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please ensure your passwords match.').first()).toBeVisible();
  await expect(page.getByLabel('Confirm Password', { exact: true })).toBeFocused();

  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: termsConsentLabel }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/check-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBe(email);

  // The person opens the link in the mail they received.
  await page.goto(await waitForLink(email, '/auth/callback'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  // Confirming signs nobody in: the page leads on to Sign In, where the person signs in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingVerificationEmail'))).toBeNull();
  expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null, profile: null });
  await submitSignIn(page, email, password);
  // The first sign-in after registering is a first visit, not a return.
  await expect(page.getByText('Welcome!', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Welcome back!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);

  await signOutFromHeader(page, email);

  await page.getByRole('link', { name: 'Sign In', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await submitSignIn(page, email, password);
  await expect(page.getByText('Welcome back!').last()).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);

  // The dashboard's own Sign Out.
  await page
    .getByRole('region', { name: 'Your account' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  // The toast of the first sign-out may still be showing.
  await expect(page.getByText('Signed Out', { exact: true }).last()).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(await me.json()).toEqual({ user: null, profile: null });
});

test('a confirmation link that was already used says so, then leads to sign in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('used-link');
  const link = await createVerifiedAccount(request, email, 'Carotid-Stent-42');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("another account's confirmation link opened in a signed-in browser leaves it signed in as before", async ({
  page,
  request,
}) => {
  const victim = uniqueEmail('signed-in');
  const attacker = uniqueEmail('link-sender');
  const password = 'Basilar-Tip-42';
  await createVerifiedAccount(request, victim, password);
  await page.goto('/login');
  await submitSignIn(page, victim, password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);

  // Someone sends the signed-in person the link of an account of their own.
  await createUnconfirmedAccount(request, attacker, password);
  await page.goto(await waitForLink(attacker, '/auth/callback'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Verified!' })).toBeVisible();
  const me = (await (await page.request.get('/api/me')).json()) as { user: { email: string } };
  expect(me.user.email).toBe(victim);
});
