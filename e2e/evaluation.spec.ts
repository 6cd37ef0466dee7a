import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createVerifiedAccount, uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { waitForMail } from './support/inbox';
import { nextCode } from './support/two-factor';

const inventor = {
  email: uniqueEmail('evaluated'),
  password: 'Stent-Retriever-42',
  fullName: 'Dr. Lena Park',
  jobTitle: 'Vascular Neurologist',
};
const headers = { origin: E2E_BASE_URL };

const contexts = adminAndInventorForFile(inventor);
const REVIEWER_PASSWORD = 'Review-Passw0rd-42';
type Reviewer = { context: BrowserContext; name: string; authenticator: TOTP };
const reviewers: Reviewer[] = [];

/**
 * A reviewer: an account an admin made one (through the API), signed in with the second
 * factor every staff member needs. Without a name, the portal shows their address.
 */
async function reviewerContext(browser: Browser, email: string) {
  const password = REVIEWER_PASSWORD;
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  await createVerifiedAccount(context.request, email, password);
  const admin = contexts().admin.request;
  const { users } = (await (
    await admin.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
  ).json()) as { users: { id: string }[] };
  const made = await admin.post(`/api/admin/users/${users[0]!.id}/role`, {
    headers,
    data: { role: 'reviewer' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  const enabled = await context.request.post('/api/auth/two-factor/enable', {
    headers,
    data: { password },
  });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const authenticator = new TOTP({ secret: Secret.fromBase32(secret) });
  const confirmed = await context.request.post('/api/auth/two-factor/verify-totp', {
    headers,
    data: { code: await nextCode(authenticator) },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { context, authenticator };
}

test.beforeAll(async ({ browser }) => {
  for (const name of [uniqueEmail('rita'), uniqueEmail('sam')])
    reviewers.push({ ...(await reviewerContext(browser, name)), name });
});
test.afterAll(async () => {
  for (const reviewer of reviewers) await reviewer.context.close();
});

/**
 * Scores every criterion `score`, recommends, and signs the card with the password and a code
 * again, on the page's scorecard.
 */
async function scoreAll(page: Page, score: string, recommendation: string, reviewer: Reviewer) {
  const card = page.getByRole('form', { name: 'Your scorecard' });
  // Every criterion now active (another journey may have changed them): the same score each,
  // so the card's weighted score is that score whatever the weights.
  const criteria = card
    .getByRole('group')
    .filter({ hasNot: page.getByRole('radio', { name: 'Advance' }) });
  await expect(criteria.first()).toBeVisible();
  const count = await criteria.count();
  for (let i = 0; i < count; i++)
    await criteria.nth(i).getByRole('radio', { name: score, exact: true }).check();
  await card
    .getByRole('group', { name: 'Recommendation' })
    .getByRole('radio', { name: recommendation })
    .check();
  await expect(card).toContainText(
    `Final scorecard: reviewed and scored, recommending ${recommendation}.`,
  );
  await card.getByLabel('Your password').fill(REVIEWER_PASSWORD);
  await card.getByLabel('Authenticator code').fill(await nextCode(reviewer.authenticator));
  await card.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(page.getByText('Scorecard Submitted', { exact: true })).toBeVisible();
}

test('an admin assigns two reviewers, each scores blind, and the admin approves on the weighted result', async () => {
  // Two reviewers each sign their card with a code: one may wait for the next code (30 s), on
  // two cores shared by two workers.
  test.setTimeout(120_000);
  const title = `Stent retriever with a clot sensor ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A pressure sensor on the retriever tells when the clot is engaged.',
  });

  // The admin assigns both reviewers from the submission's page.
  const staffPage = await contexts().admin.newPage();
  await staffPage.goto(`/admin/submissions/${id}`);
  const assign = staffPage.getByRole('form', { name: 'Assign reviewers' });
  for (const { name } of reviewers) await assign.getByRole('checkbox', { name }).check();
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(staffPage.getByText('Reviewers Assigned', { exact: true })).toBeVisible();
  const assigned = staffPage.getByRole('list', { name: 'Assigned reviewers' });
  for (const { name } of reviewers)
    await expect(assigned.getByRole('listitem').filter({ hasText: name })).toContainText(
      'To score',
    );
  await expectNoViolations(staffPage);

  // The first reviewer scores; until then nothing of others' scores is shown.
  const [rita, sam] = reviewers;
  const ritaPage = await rita!.context.newPage();
  await ritaPage.goto(`/admin/submissions/${id}`);
  await expect(ritaPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(ritaPage.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  await expectNoViolations(ritaPage);
  await scoreAll(ritaPage, '4', 'Advance', rita!);

  // The second reviewer does not see the first card before sending their own.
  const samPage = await sam!.context.newPage();
  await samPage.goto(`/admin/submissions/${id}`);
  await expect(
    samPage.getByText(
      'Other reviewers’ scores are shown once you have submitted your own scorecard.',
    ),
  ).toBeVisible();
  await expect(samPage.getByText(`${rita!.name}:`)).toHaveCount(0);
  await scoreAll(samPage, '2', 'Hold', sam!);
  // Rita has no name: to another reviewer her card is "Reviewer", never her address.
  await expect(samPage.getByText('Reviewer: 4.00', { exact: false })).toBeVisible();
  await expect(samPage.getByText(rita!.name)).toHaveCount(0);

  // The admin sees the weighted result and each card, then approves.
  await staffPage.reload();
  const scores = staffPage.getByRole('heading', { name: 'Scores' }).locator('xpath=../..');
  await expect(scores.getByText('3.00', { exact: false }).first()).toBeVisible();
  await expect(scores.getByText('Advance 1 · Hold 1 · Decline 0')).toBeVisible();
  await expect(scores.getByRole('list', { name: 'Scorecards' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expectNoViolations(staffPage);

  await staffPage.getByRole('button', { name: 'Update Status' }).click();
  const dialog = staffPage.getByRole('dialog', { name: 'Update Submission Status' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await staffPage.getByRole('option', { name: 'Approved' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(staffPage.getByText('Status Updated', { exact: true })).toBeVisible();

  const mail = await waitForMail(inventor.email, ['Approved']);
  expect(mail.subject).toBe(`Your idea "${title}" is now Approved`);
});

test('a staff member who sent the idea is offered as its reviewer but cannot be chosen', async () => {
  const title = `Aspiration catheter with a flow gauge ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A gauge at the hub shows when the catheter tip is corked.',
  });
  // The inventor joins the staff as a reviewer.
  const admin = contexts().admin.request;
  const { users } = (await (
    await admin.get(`/api/admin/users?q=${encodeURIComponent(inventor.email)}`)
  ).json()) as { users: { id: string }[] };
  const made = await admin.post(`/api/admin/users/${users[0]!.id}/role`, {
    headers,
    data: { role: 'reviewer' },
  });
  expect(made.status(), await made.text()).toBe(200);

  const staffPage = await contexts().admin.newPage();
  await staffPage.goto(`/admin/submissions/${id}`);
  const assign = staffPage.getByRole('form', { name: 'Assign reviewers' });
  const own = assign.getByRole('checkbox', { name: inventor.email });
  await expect(own).toBeDisabled();
  await expect(own).toHaveAccessibleDescription(
    'Nobody can review their own idea: choose another reviewer for it.',
  );
  await expect(assign.getByRole('checkbox', { name: reviewers[0]!.name })).toBeEnabled();
  await expectNoViolations(staffPage);
});
