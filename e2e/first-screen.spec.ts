import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { stepCards } from './support/agreements';
import { E2E_BASE_URL } from './support/environment';
import { openIdeaDialog, signedInContext } from './support/ideas';
import { people } from './support/people';

test('the sign-in page and the dashboard arrive with their first screen in the HTML', async ({
  request,
}) => {
  const login = await (await request.get('/login')).text();
  expect(login).toMatch(/<h1[^>]*>Sign In<\/h1>/);
  expect(login).toContain('<title>Sign In | ');
  const dashboard = await (await request.get('/user-dashboard')).text();
  expect(dashboard).toContain('Loading your dashboard...');
});

test('before its scripts run, the sign-in form takes nothing and sends nothing', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  const email = page.locator('input[type="email"]');
  await email.click({ force: true });
  await page.keyboard.type('someone@example.com');
  await page.keyboard.press('Enter');
  await expect(email).toHaveValue('');
  expect(page.url()).toBe(`${E2E_BASE_URL}/login`);
  await context.close();
});

/** The same cookies in a browser that runs no script: what the first response alone shows. */
async function withoutScripts(browser: Browser, signedIn: BrowserContext): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: E2E_BASE_URL,
    javaScriptEnabled: false,
    storageState: await signedIn.storageState(),
  });
}

test.describe('the dashboard of a signed-in user', () => {
  const lena = { ...people.lenaPark, email: uniqueEmail('first-screen-lena') };
  const omar = { ...people.omarHaddad, email: uniqueEmail('first-screen-omar') };
  let lenaContext: BrowserContext;
  let omarContext: BrowserContext;

  test.beforeAll(async ({ browser }) => {
    lenaContext = await signedInContext(browser, lena);
    omarContext = await signedInContext(browser, omar, { signAgreement: false });
  });
  test.afterAll(async () => {
    await lenaContext.close();
    await omarContext.close();
  });

  test('arrives drawn for them in the first response, kept by no cache', async ({ browser }) => {
    const context = await withoutScripts(browser, lenaContext);
    const page = await context.newPage();
    const response = await page.goto('/user-dashboard');
    expect(response?.headers()['cache-control']).toBe('no-store');

    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account).toContainText(lena.fullName);
    await expect(account).toContainText(lena.jobTitle);
    // Nothing on it works before the app does, so the steps say they are checking.
    const { agreement, idea } = stepCards(page);
    await expect(agreement).toContainText('Checking Status...');
    await expect(idea).toContainText('Checking Status...');
    await expect(page.getByText('Loading your dashboard...')).toHaveCount(0);
    await context.close();
  });

  test("shows each person their own account and agreement, never another's", async ({
    browser,
  }) => {
    const context = await withoutScripts(browser, omarContext);
    const page = await context.newPage();
    await page.goto('/user-dashboard/submit-idea');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText(omar.email);
    await expect(page.locator('body')).not.toContainText(lena.fullName);
    await expect(page.locator('body')).not.toContainText(lena.email);
    await context.close();

    const live = await omarContext.newPage();
    await live.goto('/user-dashboard/submit-idea');
    const { agreement } = stepCards(live);
    await expect(agreement.getByRole('button', { name: 'Sign Agreement' })).toBeVisible();
    await live.close();
  });

  test('is taken over by the app, which works from there', async () => {
    const page = await lenaContext.newPage();
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
    await expect(stepCards(page).agreement).toContainText('Completed');
    // The account the page carried has gone with the server's screen.
    await expect(page.locator('#session-in-page')).toHaveCount(0);
    await openIdeaDialog(page);
    await page.close();
  });

  test('is no longer drawn with a cookie whose session has ended', async ({ browser }) => {
    const context = await signedInContext(browser, {
      ...people.maraQuinn,
      email: uniqueEmail('first-screen-mara'),
    });
    const ended = await context.storageState();
    const signOut = await context.request.post('/api/auth/sign-out', {
      headers: { origin: E2E_BASE_URL },
      data: {},
    });
    expect(signOut.status()).toBe(200);
    await context.close();

    const stale = await browser.newContext({
      baseURL: E2E_BASE_URL,
      javaScriptEnabled: false,
      storageState: ended,
    });
    const page = await stale.newPage();
    await page.goto('/user-dashboard');
    await expect(page.getByText('Loading your dashboard...')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(people.maraQuinn.fullName);
    await stale.close();
  });
});
