import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL } from './support/environment';
import { submissionRow } from './support/ideas';
import { adminSignature } from './support/two-factor';

const inventor = {
  email: uniqueEmail('dated'),
  password: 'Coil-Detacher-42',
  fullName: 'Dr. Omar Haddad',
  jobTitle: 'Neurosurgeon',
};
const headers = { origin: E2E_BASE_URL };
const contexts = adminAndInventorForFile(inventor);

interface Sent {
  id: string;
  createdAt: string;
  submittedAt: string;
}

/** A draft saved first and sent afterwards, through the API, as the idea dialog does. */
async function draftThenSend(request: APIRequestContext, title: string): Promise<Sent> {
  const id = randomUUID();
  const saved = await request.post('/api/submissions', {
    headers,
    data: { id, status: 'draft', ideaTitle: title, ideaDescription: 'Saved, then sent.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const sent = await request.post(`/api/submissions/${id}/submit`, { headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const { submission } = (await sent.json()) as { submission: Sent };
  // Two statements apart: the draft's row is older than its sending.
  expect(submission.submittedAt).not.toBe(submission.createdAt);
  return submission;
}

/** A fact of the admin page's Details card, by its term. */
const fact = (page: Page, term: string) =>
  page
    .locator('dl')
    .filter({ has: page.locator('dt', { hasText: /^Inventor$/ }) })
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');

test('the admin page and the inventor\u2019s list show when an idea was sent; a draft its last save', async () => {
  const sent = await draftThenSend(contexts().user.request, `Sent after a draft ${Date.now()}`);
  const draftTitle = `Still a draft ${Date.now()}`;
  const draft = await contexts().user.request.post('/api/submissions', {
    headers,
    data: { id: randomUUID(), status: 'draft', ideaTitle: draftTitle, ideaDescription: '' },
  });
  expect(draft.status()).toBe(201);

  const staffPage = await contexts().admin.newPage();
  await staffPage.goto(`/admin/submissions/${sent.id}`);
  await expect(fact(staffPage, 'Submitted').locator('time')).toHaveAttribute(
    'datetime',
    sent.submittedAt,
  );

  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/my-submissions');
  const sentRow = submissionRow(page, 'Sent after a draft');
  await expect(sentRow).toContainText('Submitted');
  await expect(sentRow.locator('time')).toHaveAttribute('datetime', sent.submittedAt);
  const draftRow = submissionRow(page, draftTitle);
  await expect(draftRow).toContainText('Last saved');
  await expect(draftRow).not.toContainText('Submitted');
  await expectNoViolations(page);
  await page.close();
  await staffPage.close();
});

test('a scored idea says how many scorecards it has, apart from the status decision; staying on the scores once sent', async () => {
  const title = `Scored idea ${Date.now()}`;
  const { id } = await draftThenSend(contexts().user.request, title);
  const admin = contexts().admin;
  const users = (await (
    await admin.request.get(`/api/admin/users?q=${encodeURIComponent(E2E_ADMIN.email)}`)
  ).json()) as { users: { id: string; email: string }[] };
  const me = users.users.find((user) => user.email === E2E_ADMIN.email)!;
  const assigned = await admin.request.post('/api/admin/assignments', {
    headers,
    data: { submissionIds: [id], reviewerIds: [me.id] },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  const page = await admin.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/admin/submissions/${id}`);
  await expect(fact(page, 'Scorecards')).toHaveText('None yet');

  // Score every criterion 4 and send the card from its button, at the bottom of the form.
  const card = page.getByRole('form', { name: 'Your scorecard' });
  const criteria = card
    .getByRole('group')
    .filter({ hasNot: page.getByRole('radio', { name: 'Advance' }) });
  await expect(criteria.first()).toBeVisible();
  const count = await criteria.count();
  for (let i = 0; i < count; i++)
    await criteria.nth(i).getByRole('radio', { name: '4', exact: true }).check();
  await card
    .getByRole('group', { name: 'Recommendation' })
    .getByRole('radio', { name: 'Advance' })
    .check();
  const signature = await adminSignature();
  await card.getByLabel('Your password').fill(signature.password);
  await card.getByLabel('Authenticator code').fill(signature.code);
  await card.getByRole('button', { name: 'Submit Scorecard' }).click();
  await expect(page.getByText('Scorecard Submitted', { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  // The reviewer lands on the scores their card joined, not on whatever moved under them.
  const scores = page.getByRole('heading', { name: 'Scores', exact: true });
  await expect(scores).toBeFocused();
  // (Polled: panels above it that were still loading may move it once more.)
  await expect
    .poll(() =>
      scores.evaluate((heading) => {
        const box = heading.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
  const history = page.getByRole('heading', { name: 'History', exact: true });
  const historyTop = await history.evaluate((heading) => heading.getBoundingClientRect().top);
  const scoresTop = await scores.evaluate((heading) => heading.getBoundingClientRect().top);
  expect(historyTop).toBeGreaterThan(scoresTop);

  // The facts agree with the scorecard: one submitted, and no status decided yet.
  await expect(fact(page, 'Scorecards')).toHaveText('1 submitted');
  await expect(fact(page, 'Status decided')).toHaveText('No decision yet');
  await expect(page.getByText('Not reviewed yet')).toHaveCount(0);
  await expectNoViolations(page);

  // A first review within minutes is said in minutes, never "0 days".
  await page.goto('/admin');
  const average = page
    .locator('dt', { hasText: 'Average time to first review' })
    .locator('xpath=following-sibling::dd');
  await expect(average).toHaveText(/^(Under a minute|\d+ minutes?|[\d.]+ hours?)$/);
  await page.close();
});
