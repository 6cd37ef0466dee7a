import { expect, test, type Page } from '@playwright/test';
import { adminContext } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { startOidcIdp, startSamlIdpPage } from './support/identity-providers';

// Each run has its own domains, so a rerun against the same portal adds its providers afresh.
const run = Date.now().toString(36);
const oidcDomain = `acme-${run}.test`;
const samlDomain = `globex-${run}.test`;
const alice = { email: `alice@${oidcDomain}`, name: 'Alice Admin', groups: ['portal-admins'] };

/** "Continue with single sign-on" on the sign-in page, with a work address. */
async function continueWithSso(page: Page, email: string) {
  await page.goto('/login');
  const workEmail = page.getByLabel('Work email');
  // The page is served before its script runs: a click then does nothing, so click until it does.
  await expect(async () => {
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(workEmail).toBeVisible({ timeout: 1000 });
  }).toPass();
  await workEmail.fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

let oidc: Awaited<ReturnType<typeof startOidcIdp>>;
let saml: Awaited<ReturnType<typeof startSamlIdpPage>>;

// Each test signs the admin in with a new authenticator code, which may wait for the next one.
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  oidc = await startOidcIdp({
    clientId: 'portal',
    clientSecret: 'portal-secret',
    redirectUris: [`${E2E_BASE_URL}/api/auth/sso/callback/acme-${run}`],
    people: { alice },
  });
  saml = await startSamlIdpPage();
});
test.afterAll(async () => {
  await oidc?.close();
  await saml?.close();
});

test('an admin adds an OIDC provider on Settings; its staff sign in through it with the role from their groups, and a password is refused for the domain', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Single sign-on' });
  await card.getByRole('button', { name: 'Add provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add identity provider' });
  await dialog.getByLabel('OpenID Connect (OIDC)').check();
  await dialog.getByLabel('Provider id').fill(`acme-${run}`);
  await dialog.getByLabel('Issuer URL').fill(oidc.issuer);
  await dialog.getByLabel('Client id').fill('portal');
  await dialog.getByRole('textbox', { name: 'Client secret' }).fill('portal-secret');
  await dialog.getByLabel('Scopes').fill('openid email profile groups');
  await dialog.getByLabel('Name', { exact: true }).fill('Acme Entra ID');
  await dialog.getByLabel('Email domains').fill(oidcDomain);
  await dialog.getByLabel('Admin groups').fill('portal-admins');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Add provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Acme Entra ID');
  await expect(
    card.getByRole('button', { name: 'Copy the redirect URI of Acme Entra ID' }),
  ).toBeVisible();
  await admin.close();

  // A password for the domain is refused by the server...
  const signIn = await browser.newContext({ baseURL: E2E_BASE_URL });
  const refused = await signIn.request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL },
    data: { email: alice.email, password: 'Any-Passw0rd-At-All' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('sso_required');

  // ...and the sign-in page sends the person to the provider instead.
  oidc.state.nextLogin = { accountId: 'alice', amr: ['pwd', 'mfa'] };
  const person = await signIn.newPage();
  await person.goto('/login');
  await person.getByLabel('Email', { exact: true }).fill(alice.email);
  await person.getByLabel('Password', { exact: true }).fill('Any-Passw0rd-At-All');
  await person.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(person).toHaveURL(/\/admin/);
  await expect(person.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const me = (await (await person.request.get('/api/me')).json()) as {
    user: { email: string; isAdmin: boolean; staffStep: string };
  };
  expect(me.user).toMatchObject({ email: alice.email, isAdmin: true, staffStep: 'ready' });
  await signIn.close();
});

test('a SAML sign-in from "Continue with single sign-on"; without the provider confirming a second factor, staff are asked for a passkey', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const added = await admin.request.post('/api/admin/sso/providers', {
    headers: { origin: E2E_BASE_URL },
    data: {
      protocol: 'saml',
      providerId: `globex-${run}`,
      name: 'Globex Okta',
      domains: [samlDomain],
      metadataXml: saml.metadata,
      adminGroups: ['Portal Admins'],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await admin.close();

  const bob = `bob@${samlDomain}`;
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const page = await context.newPage();
  saml.state.nextLogin = {
    email: bob,
    groups: ['Portal Admins'],
    authnContextClassRef: 'https://refeds.org/profile/mfa',
  };
  await continueWithSso(page, bob);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // The same person, the provider saying only a password was used.
  const again = await browser.newContext({ baseURL: E2E_BASE_URL });
  const second = await again.newPage();
  saml.state.nextLogin = { email: bob, groups: ['Portal Admins'] };
  await continueWithSso(second, bob);
  await expect(second).toHaveURL(/\/admin/);
  await expect(
    second.getByRole('heading', { name: 'Sign in with a passkey or single sign-on' }),
  ).toBeVisible();
  await expectNoViolations(second);
  await context.close();
  await again.close();
});
