import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import { openIdeaDialog, submissionRow } from '../support/ideas';
import { screenSizes, shoot } from './shoot';

// The invention's facts: the idea dialog's sections filled in (pictured all the way down, as
// the dialog scrolls), the details of a sent idea, and the staff idea page.
test.describe.configure({ mode: 'serial' });

const inventor = {
  email: uniqueEmail('facts-shots'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Elif Kaya',
  jobTitle: 'Neurosurgeon',
};
const contexts = adminAndInventorForFile(inventor);
const folder = process.env.SCREENSHOTS_DIR ?? 'screenshots';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const facts = {
  problem: 'Clot builds up inside aspiration catheters during long procedures.',
  advantages: 'No heparin flush; the lumen stays clear for over two hours.',
  priorArt: 'US 10,123,456 (hydrophilic coatings); https://example.com/review-2023',
  developmentStage: 'bench_prototype',
  conceivedOn: '2025-01-15',
  publicDisclosures: [
    {
      timing: 'prior',
      type: 'talk',
      date: '2025-03-04',
      where: 'Neuro Congress, Berlin',
      link: 'https://example.com/neuro-congress-2025/sessions/aspiration-catheter-coatings',
    },
    {
      timing: 'planned',
      type: 'poster_or_abstract',
      date: inDays(60),
      where: 'Stroke Summit',
      link: null,
    },
  ],
  funding: [
    { type: 'grant', name: 'NIH R01 NS123456' },
    { type: 'hospital_or_university', name: 'St. Elsewhere University Hospital' },
  ],
  employer: 'St. Elsewhere University Hospital',
  employerIpPolicy: 'unsure',
};

/** Pictures the open dialog from top to bottom, one viewport at a time, at both sizes. */
async function shootScrolling(page: Page, dialog: Locator, name: string) {
  await mkdir(folder, { recursive: true });
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    const steps = await dialog.evaluate((element) =>
      Math.ceil(element.scrollHeight / element.clientHeight),
    );
    for (let step = 0; step < steps; step += 1) {
      await dialog.evaluate((element, at) => {
        element.scrollTop = at * (element.clientHeight - 40);
      }, step);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
      await page.screenshot({ path: path.join(folder, `${name}-${size.width}-${step + 1}.png`) });
    }
  }
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the idea dialog with the facts filled in', async () => {
  const page = await contexts().user.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await shootScrolling(page, dialog, 'facts-dialog-empty');
  await dialog.getByLabel('Title').fill('Heparin-free coating for aspiration catheters');
  await dialog
    .getByLabel('Description')
    .fill('A hydrophilic coating that keeps clot from sticking.');
  await dialog.getByLabel('The problem it solves').fill(facts.problem);
  await dialog.getByLabel('Advantages over current practice').fill(facts.advantages);
  await dialog.getByLabel('Known prior art and related patents').fill(facts.priorArt);
  await choose(page, dialog, 'Stage of development', 'Bench prototype');
  await dialog.getByLabel('Conception date').fill(facts.conceivedOn);
  await dialog.getByRole('button', { name: 'Add a disclosure' }).click();
  await choose(page, dialog, 'Disclosure 1 Kind', 'Talk');
  await dialog.getByLabel('Disclosure 1 Date').fill('2025-03-04');
  await dialog.getByLabel('Disclosure 1 Where').fill('Neuro Congress, Berlin');
  await dialog.getByLabel('Disclosure 1 Link').fill(facts.publicDisclosures[0]!.link!);
  await dialog.getByRole('button', { name: 'Add a disclosure' }).click();
  await choose(page, dialog, 'Disclosure 2 Made or planned', 'Planned');
  await choose(page, dialog, 'Disclosure 2 Kind', 'Poster or abstract');
  await dialog.getByLabel('Disclosure 2 Date').fill(inDays(60));
  await dialog.getByLabel('Disclosure 2 Where').fill('Stroke Summit');
  await dialog.getByRole('button', { name: 'Add a funder or collaborator' }).click();
  await choose(page, dialog, 'Funder 1 Kind', 'Grant');
  await dialog.getByLabel('Funder 1 Name').fill('NIH R01 NS123456');
  await dialog.getByLabel('Employer or institution').fill(facts.employer);
  await choose(page, dialog, 'May its IP policy cover this idea?', 'Not sure');
  await expect(dialog.getByText('Saved as a draft')).toBeVisible();
  await shootScrolling(page, dialog, 'facts-dialog-filled');
  // A refused row: the messages on their fields.
  await dialog.getByRole('button', { name: 'Add a funder or collaborator' }).click();
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog.getByLabel('Funder 2 Name')).toHaveAccessibleDescription('Enter the name.');
  await shootScrolling(page, dialog, 'facts-dialog-refused');
  await page.close();
});

test('the facts in the details of a sent idea and on the staff page', async () => {
  const title = 'Heparin-free coating, sent';
  const id = randomUUID();
  const created = await contexts().user.request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: {
      id,
      status: 'pending',
      ideaTitle: title,
      ideaDescription: 'A hydrophilic coating that keeps clot from sticking inside the catheter.',
      facts,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bare = randomUUID();
  const none = await contexts().user.request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: {
      id: bare,
      status: 'pending',
      ideaTitle: 'No facts given',
      ideaDescription: 'Just this.',
    },
  });
  expect(none.status()).toBe(201);

  const page = await contexts().user.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, title).getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Bench prototype')).toBeVisible();
  await shootScrolling(page, details, 'facts-details');
  await page.keyboard.press('Escape');
  await submissionRow(page, 'No facts given').getByRole('button', { name: /^View/ }).click();
  const empty = page.getByRole('dialog', { name: 'No facts given' });
  await expect(empty.getByText('Invention details')).toBeVisible();
  await shootScrolling(page, empty, 'facts-details-none');
  await page.close();

  const staff = await contexts().admin.newPage();
  await staff.emulateMedia({ reducedMotion: 'reduce' });
  await staff.goto(`/admin/submissions/${id}`);
  await expect(staff.getByRole('heading', { name: 'Invention details' })).toBeVisible();
  await shoot(staff, 'facts-staff-page');
  await staff.goto(`/admin/submissions/${bare}`);
  await expect(staff.getByRole('heading', { name: 'Invention details' })).toBeVisible();
  await shoot(staff, 'facts-staff-page-none');
  await staff.close();
});
