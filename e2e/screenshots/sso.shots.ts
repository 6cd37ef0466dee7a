import { expect, test } from '@playwright/test';
import { adminContext } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import { startSamlIdpPage } from '../support/identity-providers';
import { shoot, shootInView } from './shoot';

// Settings' single sign-on and staff sign-in policy, the sign-in page's single sign-on step and
// its failure, and the staff screen asking for a passkey (ADR 46).

test('single sign-on on Settings, at sign-in, and the passkey screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const saml = await startSamlIdpPage();
  const run = Date.now().toString(36);
  const admin = await adminContext(browser);
  const added = await admin.request.post('/api/admin/sso/providers', {
    headers: { origin: E2E_BASE_URL },
    data: {
      protocol: 'saml',
      providerId: `shots-${run}`,
      name: 'Globex Okta',
      domains: [`shots-${run}.test`],
      metadataXml: saml.metadata,
      adminGroups: ['Portal Admins'],
      reviewerGroups: ['Portal Reviewers'],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Single sign-on' });
  await expect(card).toContainText('Globex Okta');
  await shootInView(card, 'sso-settings-card', 'start');
  await card.getByRole('button', { name: 'Add provider' }).click();
  await shoot(page, 'sso-add-provider-dialog');
  await page.keyboard.press('Escape');
  await shootInView(
    page.getByRole('region', { name: 'Staff sign-in policy' }),
    'staff-sign-in-policy',
    'center',
  );
  await admin.close();

  const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
  const login = await visitor.newPage();
  await login.emulateMedia({ reducedMotion: 'reduce' });
  await login.goto('/login?error=invalid_provider&error_description=The+assertion+was+refused');
  await expect(login.getByRole('alert').first()).toBeVisible();
  await shoot(login, 'sign-in-sso-failed');
  await expect(async () => {
    await login.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(login.getByLabel('Work email')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await shoot(login, 'sign-in-sso-step');

  saml.state.nextLogin = { email: `bob@shots-${run}.test`, groups: ['Portal Admins'] };
  await login.getByLabel('Work email').fill(`bob@shots-${run}.test`);
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(
    login.getByRole('heading', { name: 'Sign in with a passkey or single sign-on' }),
  ).toBeVisible();
  await shoot(login, 'staff-strong-sign-in');
  await visitor.close();
  await saml.close();
});
