import { expect, test, type Locator, type Page } from '@playwright/test';
import type { FactRequirements } from '#common/invention-facts';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { fillIdea, listSubmissions, openIdeaDialog, submissionRow } from './support/ideas';
import { people } from './support/people';

// The invention's facts: an inventor gives some of them with an idea, sees them in its details,
// and staff read them on the idea's page.
test.describe.configure({ mode: 'serial' });

// Other specs' ideas are sent without the facts this file makes required, so none stays
// required when a test stops midway (its own clean-up is through the page, which may be what
// failed). Declared before the contexts are, so that it runs before they close.
test.afterAll(async () => {
  const { request } = contexts().admin;
  const answer = await request.get('/api/admin/fact-requirements');
  expect(answer.status(), await answer.text()).toBe(200);
  const { version, required } = (await answer.json()) as FactRequirements;
  if (required.length === 0) return;
  const saved = await request.put('/api/admin/fact-requirements', {
    headers: { origin: E2E_BASE_URL },
    data: { basedOn: version, required: [] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

const user = { email: uniqueEmail('facts'), ...people.omarHaddad };
const contexts = adminAndInventorForFile(user);

const idea = {
  title: 'Heparin-free coating for aspiration catheters',
  description: 'A hydrophilic coating that keeps clot from sticking inside the catheter.',
};

/** A calendar date `days` from today, as a date input takes it. */
const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const planned = daysFromNow(60);
const plannedShown = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${planned}T00:00:00Z`));

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

let ideaId = '';

test('an inventor gives the facts with an idea and reads them in its details', async () => {
  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);

  // The spec's fields first, then the sections of facts, each a named group.
  for (const section of ['The invention', 'Stage and dates', 'Public disclosures', 'Obligations'])
    await expect(dialog.getByRole('group', { name: section })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Details for a patent attorney' }),
  ).toBeVisible();

  await dialog.getByLabel('The problem it solves').fill('Clot builds up inside the catheter.');
  await choose(page, dialog, 'Stage of development', 'Bench prototype');
  await dialog.getByLabel('Conception date').fill('2025-01-15');

  // A disclosure already made: Add moves focus to the new row's first control.
  await dialog.getByRole('button', { name: 'Add a disclosure' }).click();
  await expect(
    dialog.getByRole('combobox', { name: 'Disclosure 1 Made or planned' }),
  ).toBeFocused();
  await choose(page, dialog, 'Disclosure 1 Kind', 'Talk');
  await dialog.getByLabel('Disclosure 1 Date').fill('2025-03-04');
  await dialog.getByLabel('Disclosure 1 Where').fill('Neuro Congress, Berlin');
  // What it means for filing, said at once, as a guide and not as advice.
  const notice = dialog.getByRole('status').filter({ hasText: 'patent rights in Europe' });
  await expect(notice).toContainText(
    'Disclosed on 4 March 2025: unless a filing came first, patent rights in Europe may already be lost; the U.S. grace period ends 4 March 2026.',
  );
  await expect(notice).toContainText('A guide for your patent counsel, not legal advice.');
  await dialog.getByLabel('Disclosure 1 Link (optional)').fill('not a link');

  // A planned one, added from the keyboard.
  await dialog.getByRole('button', { name: 'Add a disclosure' }).focus();
  await page.keyboard.press('Enter');
  const second = dialog.getByRole('combobox', { name: 'Disclosure 2 Made or planned' });
  await expect(second).toBeFocused();
  await choose(page, dialog, 'Disclosure 2 Made or planned', 'Planned');
  await choose(page, dialog, 'Disclosure 2 Kind', 'Poster or abstract');
  await dialog.getByLabel('Disclosure 2 Date').fill(planned);
  await dialog.getByLabel('Disclosure 2 Where').fill('Stroke Summit');

  // A third, removed again with the keyboard: focus goes back to the row before it.
  await dialog.getByRole('button', { name: 'Add a disclosure' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    dialog.getByRole('combobox', { name: 'Disclosure 3 Made or planned' }),
  ).toBeFocused();
  await dialog.getByRole('button', { name: 'Remove disclosure 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Disclosure 3 Date')).toHaveCount(0);
  await expect(second).toBeFocused();

  // A funder without a name, and a bad link: the form says so on each field, as the server would.
  await dialog.getByRole('button', { name: 'Add a funder or collaborator' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Funder 1 Kind' })).toBeFocused();
  await choose(page, dialog, 'Funder 1 Kind', 'Grant');
  await dialog.getByLabel('Employer or institution').fill('St. Elsewhere Hospital');
  await choose(page, dialog, 'May its IP policy cover this idea?', 'Not sure');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  const link = dialog.getByLabel('Disclosure 1 Link (optional)');
  await expect(link).toHaveAccessibleDescription(
    'Enter a web address starting with https:// or http://.',
  );
  await expect(link).toBeFocused();
  await expect(dialog.getByLabel('Funder 1 Name')).toHaveAccessibleDescription('Enter the name.');
  await link.fill('https://example.com/neuro-congress-talk');

  // A refusal the server names a fact for lands on that fact's own field.
  await dialog.getByLabel('Funder 1 Name').fill('X');
  let refused = false;
  await page.route('**/api/submissions', async (route) => {
    const body = route.request().postDataJSON() as { status?: string } | null;
    if (route.request().method() !== 'POST' || body?.status !== 'pending' || refused)
      return route.fallback();
    refused = true;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      json: {
        error: {
          code: 'invalid_input',
          message: 'Enter the name.',
          field: 'facts.funding.0.name',
        },
      },
    });
  });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog.getByLabel('Funder 1 Name')).toHaveAccessibleDescription('Enter the name.');
  await expect(dialog.getByLabel('Funder 1 Name')).toBeFocused();
  await page.unroute('**/api/submissions');
  await dialog.getByLabel('Funder 1 Name').fill('NIH R01 grant');

  await expectNoViolations(page);

  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The details of the sent idea show the facts.
  await page.getByRole('link', { name: 'My Submissions' }).click();
  await submissionRow(page, idea.title).getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: idea.title });
  await expect(details).toBeVisible();
  await expectFacts(details.getByRole('region', { name: 'Invention details', exact: true }));
  await expectNoViolations(page);

  const sent = (await listSubmissions(contexts().user.request)).find(
    (submission) => submission.ideaTitle === idea.title,
  );
  expect(sent?.status).toBe('pending');
  ideaId = sent!.id;
  await page.close();
});

test('staff read the facts on the idea’s page', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${ideaId}`);
  await expect(page.getByRole('heading', { name: idea.title })).toBeVisible();
  await expectFacts(page.getByRole('region', { name: 'Invention details', exact: true }));
  await expectNoViolations(page);
  await page.close();
});

/** The facts given in the first test, as either audience reads them. */
async function expectFacts(scope: Locator) {
  const section = (name: string) => scope.getByRole('region', { name, exact: true });
  await expect(section('The invention')).toContainText('Clot builds up inside the catheter.');
  await expect(section('The invention')).toContainText('Advantages over current practiceNot given');
  await expect(section('Stage and dates')).toContainText('Bench prototype');
  await expect(section('Stage and dates')).toContainText('Jan 15, 2025');
  const disclosures = section('Public disclosures');
  await expect(disclosures).toContainText('Talk, Mar 4, 2025');
  await expect(disclosures).toContainText('Neuro Congress, Berlin');
  await expect(disclosures).toContainText(`Poster or abstract, ${plannedShown}`);
  await expect(disclosures).toContainText('Stroke Summit');
  // The talk already given set every bar date, and each has passed.
  await expect(disclosures).toContainText('Europe (EPC): Mar 4, 2025 (passed)');
  await expect(disclosures).toContainText('United States: Mar 4, 2026 (passed)');
  await expect(disclosures).toContainText('A guide for your patent counsel, not legal advice.');
  const link = disclosures.getByRole('link', { name: /neuro-congress-talk/ });
  await expect(link).toHaveAttribute('href', 'https://example.com/neuro-congress-talk');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const obligations = section('Obligations');
  await expect(obligations).toContainText('Grant: NIH R01 grant');
  await expect(obligations).toContainText('St. Elsewhere Hospital');
  await expect(obligations).toContainText('Not sure');
}

test('a fact admins require is marked in the form, and a send without it is refused on it', async () => {
  const admin = await contexts().admin.newPage();
  await admin.goto('/admin/settings');
  const settings = admin.getByRole('form', { name: 'Required invention facts' });
  await settings.getByRole('checkbox', { name: 'The problem it solves' }).check();
  await settings.getByRole('button', { name: 'Save required facts' }).click();
  await expect(admin.getByText(/^Version \d+ of the requirements is now in use\.$/)).toBeVisible();
  await expectNoViolations(admin);

  try {
    const page = await contexts().user.newPage();
    await page.goto('/user-dashboard/submit-idea');
    const dialog = await openIdeaDialog(page);
    await fillIdea(dialog, { ...idea, title: `${idea.title}, again` });
    const problem = dialog.getByLabel('The problem it solves (required to submit)');
    await expect(problem).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    // The server's refusal, on the fact's own field.
    await expect(problem).toHaveAccessibleDescription(
      'The problem it solves is required before the idea is sent.',
    );
    await expect(problem).toBeFocused();
    await problem.fill('Clot builds up inside the catheter.');
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
    await page.close();
  } finally {
    await settings.getByRole('checkbox', { name: 'The problem it solves' }).uncheck();
    await settings.getByRole('button', { name: 'Save required facts' }).click();
    await expect(admin.getByText(/^Version \d+ of the requirements, saved /)).toBeVisible();
    await admin.close();
  }
});
