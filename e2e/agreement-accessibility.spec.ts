import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import {
  createVerifiedAccount,
  submitSignIn,
  uniqueEmail,
  withSetUpRequest,
} from './support/accounts';
import { openSigningFrame, stepCards } from './support/agreements';
import { E2E_BASE_URL } from './support/environment';

const user = {
  email: uniqueEmail('keyboard-signer'),
  password: 'Thrombectomy-42',
  fullName: 'Dr. Ana Silva',
  jobTitle: 'Neurointerventionalist',
};

test.beforeAll(({ playwright }) =>
  withSetUpRequest(playwright.request, (request) =>
    createVerifiedAccount(request, user.email, user.password),
  ),
);

test('the agreement steps, dialogs and signing page pass an automated WCAG 2.1 AA check', async ({
  page,
}) => {
  // Toasts are measured in their final colours, not half-way through fading in.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  await expect(
    stepCards(page).agreement.getByRole('button', { name: 'Sign Agreement' }),
  ).toBeVisible();
  await expectNoViolations(page);

  await stepCards(page).agreement.getByRole('button', { name: 'Sign Agreement' }).click();
  const details = page.getByRole('dialog', { name: 'Agreement Details' });
  await details.getByLabel('Full Name').fill('');
  await details.getByRole('button', { name: 'Continue to Signing' }).click();
  await expect(details.getByLabel('Full Name')).toHaveAccessibleDescription(/Missing Information/);
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  const { frame } = await openSigningFrame(page, user);
  await frame.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(frame.getByText('Please type your full name.').first()).toBeVisible();
  await expectNoViolations(page);
});

test('a keyboard user signs on the signing page with the typed name as signature', async ({
  page,
}) => {
  await page.goto('/login');
  await submitSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  const started = await page.request.post('/api/agreements/signing', {
    headers: { origin: E2E_BASE_URL },
    data: { fullName: user.fullName, jobTitle: user.jobTitle },
  });
  expect(started.status()).toBe(201);
  const { documentId } = await started.json();

  // Opened on its own, not in the dashboard's frame.
  await page.goto(`/signing/${documentId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);

  const consent = page.getByLabel('I agree to sign this agreement electronically');
  await consent.focus();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Type your full name')).toBeFocused();
  await page.keyboard.type('dr. ana  silva');
  await expect(page.getByRole('group', { name: 'Signature' })).toHaveAccessibleDescription(
    /If you cannot draw, type your full name above/,
  );
  const adopt = page.getByRole('button', { name: 'Use typed name as signature' });
  await adopt.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Signature pad: signature added' })).toBeVisible();
  await page.getByLabel('Your password').focus();
  await page.keyboard.type(user.password);
  await page.getByRole('button', { name: 'Sign', exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/thank-you$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile).toMatchObject({ signature: 'signed', fullName: user.fullName });

  await page.goto('/user-dashboard');
  await expect(stepCards(page).agreement.getByText('Completed', { exact: true })).toBeVisible();
});
