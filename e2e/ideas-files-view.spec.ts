import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile } from './support/admin';
import { expectNoViolations } from './support/axe';
import { localDateIn } from './support/bar-dates';
import { E2E_BASE_URL } from './support/environment';
import { makePdf, submissionRow } from './support/ideas';
import { people } from './support/people';

// An idea with several files, where they are only read: the inventor's My Submissions (the
// Attachment column, at a desk and on a phone) and details, and the staff page, each file with
// its own download; a public disclosure names the file that shows it.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('files-view'), ...people.maraQuinn };
const contexts = adminAndInventorForFile(inventor);

const title = `Stent retriever with a radiopaque tip ${Date.now()}`;
const longName = 'stent-retriever-bench-test-results-with-clot-analogues-final-revision.pdf';
const files = [
  { name: longName, text: 'Bench test: 9 of 10 clots retrieved in one pass' },
  { name: 'ESMINT slides.pdf', text: 'Slides shown at the congress' },
  // What looks like a patient's identifiers: the PHI guard flags this file.
  { name: 'case notes.pdf', text: 'Pt: Jane Doe (MRN 1234567) treated with the retriever' },
];
const talkOn = localDateIn(-30);

let id = '';
const bytes: Buffer[] = [];

/** Uploads one file as the inventor; gives its id. */
async function upload(request: APIRequestContext, name: string, body: Buffer): Promise<string> {
  const answer = await request.post('/api/attachments', {
    headers: {
      origin: E2E_BASE_URL,
      'x-file-name': encodeURIComponent(name),
      'content-type': 'application/octet-stream',
    },
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { attachment: { id: string } }).attachment.id;
}

test.beforeAll(async () => {
  const { request } = contexts().user;
  const ids: string[] = [];
  for (const file of files) {
    const body = await makePdf(file.text);
    bytes.push(body);
    ids.push(await upload(request, file.name, body));
  }
  id = randomUUID();
  const created = await request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: {
      id,
      status: 'pending',
      ideaTitle: title,
      ideaDescription: 'A tip that shows under fluoroscopy where the device ends.',
      attachmentIds: ids,
      phiAttestation: true,
      facts: {
        publicDisclosures: [
          {
            timing: 'prior',
            type: 'talk',
            date: talkOn,
            where: 'ESMINT congress, Nice',
            fileId: ids[1],
          },
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
});

/** Each file has its own Download button, named by the file, in the files' order. */
async function expectButtonsInOrder(list: Locator) {
  const buttons = list.getByRole('button');
  await expect(buttons).toHaveCount(files.length);
  for (const [index, file] of files.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(`Download ${file.name}`);
  }
}

/** Clicks `button` and checks the file saved is file `index`, byte for byte. */
async function downloads(page: Page, button: Locator, index: number) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(files[index]!.name);
  expect((await readFile((await download.path())!)).equals(bytes[index]!)).toBe(true);
}

test('My Submissions names the first file and how many more, at a desk and on a phone', async () => {
  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/my-submissions');
  const row = submissionRow(page, title);
  const cell = row.getByRole('cell').filter({ hasText: longName });
  // "+2" on screen, "and 2 more files" read out.
  await expect(cell).toHaveText(`${longName}+2 and 2 more files`);
  await expect(cell.getByText('+2')).toBeVisible();
  await expect(cell.getByText('+2')).toHaveAttribute('aria-hidden', 'true');
  await expect(cell.getByText(longName)).toHaveAttribute('title', longName);
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cell.getByText('+2')).toBeVisible();
  // The long name wraps (two lines at most) inside the card, and nothing runs off the screen.
  const name = (await cell.getByText(longName).boundingBox())!;
  expect(name.x + name.width).toBeLessThanOrEqual(390);
  const box = (await cell.getByText('+2').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
  await page.close();
});

test('the details list every file in order, each downloaded by its own button', async () => {
  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, title).getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: title });
  const list = details.getByRole('list', { name: 'Attachments' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const [index, file] of files.entries()) {
    await expect(list.getByRole('listitem').nth(index)).toContainText(
      new RegExp(`^${file.name.replace(/[.()]/g, '\\$&')} \\(\\d+ (bytes|KB)\\)`),
    );
  }
  await expectButtonsInOrder(list);
  await downloads(page, list.getByRole('button', { name: 'Download ESMINT slides.pdf' }), 1);
  await expect(page.getByText('Download Complete', { exact: true }).first()).toBeVisible();
  await downloads(page, list.getByRole('button', { name: 'Download case notes.pdf' }), 2);

  // The talk names the slides that were shown: they download from beside it.
  const facts = details.getByRole('region', { name: 'Invention details' });
  const talk = facts.getByRole('listitem').filter({ hasText: 'ESMINT congress, Nice' });
  await expect(talk.getByRole('button')).toHaveText('Download ESMINT slides.pdf');
  await downloads(page, talk.getByRole('button', { name: 'Download ESMINT slides.pdf' }), 1);
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.getByRole('button', { name: `Download ${longName}` })).toBeInViewport({
    ratio: 0,
  });
  await expectNoViolations(page);
  await page.close();
});

test('staff read every file on the idea’s page, with what the PHI guard found in each', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const list = page.getByRole('list', { name: 'Attachments' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expectButtonsInOrder(list);
  await expect(list.getByRole('listitem').nth(2)).toContainText(
    'Patient identifiers found: Patient name, Medical record number',
  );
  await expect(list.getByRole('listitem').nth(0)).not.toContainText('Patient identifiers');
  // The check's card names the file where it found them.
  await expect(page.getByRole('region', { name: 'Patient information check' })).toContainText(
    'case notes.pdf',
  );
  await expect(
    page.locator('dt', { hasText: /^Files$/ }).locator('xpath=following-sibling::dd'),
  ).toHaveText(/^3 files, \d+ KB in all$/);
  await downloads(page, list.getByRole('button', { name: `Download ${longName}` }), 0);

  const facts = page.getByRole('region', { name: 'Invention details' });
  const talk = facts.getByRole('listitem').filter({ hasText: 'ESMINT congress, Nice' });
  await downloads(page, talk.getByRole('button', { name: 'Download ESMINT slides.pdf' }), 1);
  await expectNoViolations(page);
  await page.close();
});
