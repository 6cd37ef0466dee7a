import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';
import {
  fillIdea,
  makePdf,
  openIdeaDialog,
  signedInContextForFile,
  submissionRow,
} from './support/ideas';
import { people } from './support/people';

// An idea's several files (up to 10, 50 MB in all): chosen, saved with a draft, changed when it
// is opened again, sent, and each read back unchanged; and the limits, which refuse a pick
// before anything of it is uploaded.

test.describe.configure({ mode: 'serial' });

const user = { email: uniqueEmail('idea-files'), ...people.omarHaddad };
const context = signedInContextForFile(user);

const MB = 1024 * 1024;
const LABEL = 'Attachments (optional)';

/** A file the picker is given. */
const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/** The idea's files as the server keeps them, in order. */
async function filesOnServer(page: Page, id: string) {
  const response = await page.request.get(`/api/submissions/${id}`);
  expect(response.status()).toBe(200);
  const { submission } = (await response.json()) as {
    submission: {
      status: string;
      fileCount: number;
      attachments: { id: string; name: string }[];
      facts: { publicDisclosures: { fileId?: string | null }[] };
    };
  };
  return submission;
}

/** The id of the user's idea with this title. */
async function ideaId(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/submissions');
  const { submissions } = (await response.json()) as {
    submissions: { id: string; ideaTitle: string }[];
  };
  const found = submissions.filter((s) => s.ideaTitle === title);
  expect(found).toHaveLength(1);
  return found[0]!.id;
}

/** Picks an option of a select (a Radix combobox) by its label, and checks it is shown. */
async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(scope.getByRole('combobox', { name: label })).toHaveText(option);
}

/** The file name a tus create names in its Upload-Metadata ("filename <base64>"). */
const fileNameOf = (metadata: string) => {
  const pair = metadata.split(',').find((entry) => entry.startsWith('filename '));
  return pair ? Buffer.from(pair.slice('filename '.length), 'base64').toString() : '';
};

/** The names of the files the page starts uploading (tus creates each with a POST). */
function countUploads(page: Page) {
  const started: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/uploads')
      started.push(fileNameOf(request.headers()['upload-metadata'] ?? ''));
  });
  return started;
}

test('three files on a draft, one taken off and another added when it is opened again, then sent and each downloaded unchanged', async () => {
  const page = await context().newPage();
  const bytes = {
    sketch: await makePdf('Sketch of the aspiration tip'),
    bench: await makePdf('Bench results: clot removal in 12 of 14 runs'),
    drawing: await makePdf('Technical drawing, revision B'),
    protocol: await makePdf('Animal study protocol'),
  };
  const idea = {
    title: 'Aspiration catheter with a flared tip',
    description: 'A tip that flares on retraction to hold the clot.',
  };
  await page.goto('/user-dashboard/submit-idea');
  let dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  const input = dialog.getByLabel(LABEL);
  await expect(input).toHaveAccessibleDescription(
    'Up to 10 files, 50 MB in all. PDF, Word, Excel, PowerPoint, JPEG, PNG or GIF, up to 10 MB each.',
  );

  // Three files in one pick, each uploaded with its own state.
  await input.setInputFiles([
    pdfFile('sketch.pdf', bytes.sketch),
    pdfFile('bench results.pdf', bytes.bench),
    pdfFile('drawing.pdf', bytes.drawing),
  ]);
  let list = dialog.getByRole('list', { name: 'Attached files' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Uploaded', { exact: true })).toHaveCount(3);
  await expect(list.getByRole('listitem')).toContainText([
    /sketch\.pdf \(\d+ (bytes|KB)\)/,
    /bench results\.pdf/,
    /drawing\.pdf/,
  ]);
  await expect(dialog.getByText(/^3 of 10 files, [\d.]+ KB of 50 MB in all$/)).toBeVisible();
  for (const name of ['sketch.pdf', 'bench results.pdf', 'drawing.pdf'])
    await expect(dialog.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await expectNoViolations(page);

  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const id = await ideaId(page, idea.title);
  let saved = await filesOnServer(page, id);
  expect(saved).toMatchObject({ status: 'draft', fileCount: 3 });
  expect(saved.attachments.map((file) => file.name)).toEqual([
    'sketch.pdf',
    'bench results.pdf',
    'drawing.pdf',
  ]);

  // Opened again: the draft's files are listed, each with its own Remove.
  await page.getByRole('link', { name: 'My Submissions' }).press('Enter');
  const row = submissionRow(page, idea.title);
  await row.getByRole('link', { name: /^Edit/ }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Draft' });
  await expect(dialog).toBeVisible();
  list = dialog.getByRole('list', { name: 'Attached files' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // A disclosure may name one of the idea's files.
  await dialog.getByRole('button', { name: 'Add a disclosure' }).click();
  await choose(page, dialog, 'Disclosure 1 Kind', 'Poster or abstract');
  await dialog.getByLabel('Disclosure 1 Date').fill('2025-05-20');
  await dialog.getByLabel('Disclosure 1 Where').fill('European Stroke Conference');
  await choose(page, dialog, 'Disclosure 1 File (optional)', 'bench results.pdf');

  // Taken off from the keyboard: focus moves to the file that took its place, and the disclosure
  // that named it names none.
  const removeBench = dialog.getByRole('button', { name: 'Remove bench results.pdf' });
  await removeBench.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Remove drawing.pdf' })).toBeFocused();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Removed bench results.pdf' }),
  ).toHaveText('Removed bench results.pdf. It is taken off the draft when you save.');
  await expect(dialog.getByRole('combobox', { name: 'Disclosure 1 File (optional)' })).toHaveText(
    'No file',
  );
  await choose(page, dialog, 'Disclosure 1 File (optional)', 'drawing.pdf');

  await dialog.getByLabel(LABEL).setInputFiles([pdfFile('protocol.pdf', bytes.protocol)]);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Uploaded', { exact: true })).toHaveCount(1);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Update Draft' }).click();
  await expect(page.getByText('Draft Updated', { exact: true })).toBeVisible();
  saved = await filesOnServer(page, id);
  expect(saved.attachments.map((file) => file.name)).toEqual([
    'sketch.pdf',
    'drawing.pdf',
    'protocol.pdf',
  ]);
  const drawingId = saved.attachments[1]!.id;
  expect(saved.facts.publicDisclosures.map((row) => row.fileId)).toEqual([drawingId]);

  // Sent from My Submissions.
  await row.getByRole('button', { name: /^Submit/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit Draft' });
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible();
  expect(await filesOnServer(page, id)).toMatchObject({ status: 'pending', fileCount: 3 });

  // Its details list every file, in order, and each downloads as it was chosen.
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: idea.title });
  const files = details.getByRole('list', { name: 'Attachments' });
  await expect(files.getByRole('listitem')).toContainText([
    /sketch\.pdf/,
    /drawing\.pdf/,
    /protocol\.pdf/,
  ]);
  for (const [name, expected] of [
    ['sketch.pdf', bytes.sketch],
    ['drawing.pdf', bytes.drawing],
    ['protocol.pdf', bytes.protocol],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await files.getByRole('button', { name: `Download ${name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect((await readFile((await download.path())!)).equals(expected)).toBe(true);
  }
  await page.close();
});

test('an 11th file, or files over 50 MB in all, are refused with a message and nothing of them is uploaded', async () => {
  const page = await context().newPage();
  const uploads = countUploads(page);
  const pdf = await makePdf('One of many');
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Idea with too many files',
    description: 'Every page of the lab notebook, scanned.',
  });
  const input = dialog.getByLabel(LABEL);

  // Over 50 MB in one pick (each file within 10 MB): refused whole, the total named. Files on
  // disk: the picker takes no more than 50 MB of bytes from the test itself.
  const nine = Buffer.concat([pdf, Buffer.alloc(9 * MB - pdf.length)]);
  const folder = await mkdtemp(path.join(tmpdir(), 'idea-files-'));
  const scans = Array.from({ length: 6 }, (_, index) => path.join(folder, `scan ${index + 1}.pdf`));
  for (const scan of scans) await writeFile(scan, nine);
  await input.setInputFiles(scans);
  const tooLarge = 'The files on one idea may add up to 50 MB; these add up to 54 MB.';
  await expect(dialog.getByText(tooLarge, { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(new RegExp(tooLarge.replace(/\./g, '\\.')));
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  expect(uploads).toEqual([]);
  await expectNoViolations(page);

  // Ten files are fine; an eleventh is refused, and not uploaded.
  await input.setInputFiles(
    Array.from({ length: 10 }, (_, index) => pdfFile(`page ${index + 1}.pdf`, pdf)),
  );
  const list = dialog.getByRole('list', { name: 'Attached files' });
  await expect(list.getByText('Uploaded', { exact: true })).toHaveCount(10);
  await expect(input).not.toHaveAccessibleDescription(/50 MB; these add up/);
  await input.setInputFiles([pdfFile('page 11.pdf', pdf)]);
  await expect(
    dialog.getByText('An idea can have at most 10 files.', { exact: true }),
  ).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/An idea can have at most 10 files\./);
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(dialog.getByText('page 11.pdf')).toHaveCount(0);
  expect(uploads).toHaveLength(10);
  expect(uploads.join()).not.toContain('page 11.pdf');
  await expectNoViolations(page);

  // Nothing was sent: the idea is no submission of this user's (an autosaved draft aside).
  const response = await page.request.get('/api/submissions');
  const { submissions } = (await response.json()) as {
    submissions: { ideaTitle: string; status: string; fileCount: number }[];
  };
  expect(
    submissions.filter((s) => s.ideaTitle === 'Idea with too many files' && s.status !== 'draft'),
  ).toEqual([]);
  expect(
    submissions.filter((s) => s.ideaTitle === 'Idea with too many files' && s.fileCount > 0),
  ).toEqual([]);
  await page.close();
});

test('an idea sent offline waits here with its several files, and arrives with all of them', async () => {
  const page = await context().newPage();
  const bytes = {
    first: await makePdf('Flow model, first run'),
    second: await makePdf('Flow model, second run'),
  };
  const idea = {
    title: `Offline idea with two files ${Date.now()}`,
    description: 'Both flow-model runs, written up on the ward without signal.',
  };
  await page.goto('/user-dashboard/submit-idea');
  await expect(
    page.getByRole('region', { name: 'Inventions Agreement' }).getByText('Completed'),
  ).toBeVisible();
  await context().setOffline(true);

  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  await dialog
    .getByLabel(LABEL)
    .setInputFiles([pdfFile('run 1.pdf', bytes.first), pdfFile('run 2.pdf', bytes.second)]);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  // Each file is tried three times, then both are asked about at once.
  const question = page.getByRole('alertdialog', { name: 'Attachment Uploads Failed' });
  await expect(question).toBeVisible({ timeout: 20_000 });
  await expect(question).toContainText('"run 1.pdf", "run 2.pdf" could not be uploaded.');
  await expectNoViolations(page);
  await question.getByRole('button', { name: 'Send Later with Attachments' }).click();
  await expect(page.getByText('Submission Stored Locally', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The spec's item, its first file in the spec's fields, and both in the list.
  const stored = await page.evaluate(() => localStorage.getItem('pendingInventionSubmissions'));
  const [item] = JSON.parse(stored!) as Record<string, unknown>[];
  expect(item).toMatchObject({
    idea_title: idea.title,
    attachment_name: 'run 1.pdf',
    attachment_is_temporary: true,
    attachment_error: null,
    attachments: [
      expect.objectContaining({ name: 'run 1.pdf', temporary: true, id: null }),
      expect.objectContaining({ name: 'run 2.pdf', temporary: true, id: null }),
    ],
  });

  await context().setOffline(false);
  await page.getByRole('link', { name: 'My Submissions' }).press('Enter');
  const row = submissionRow(page, idea.title);
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible({
    timeout: 20_000,
  });
  const sent = await filesOnServer(page, item!.id as string);
  expect(sent).toMatchObject({ status: 'pending', fileCount: 2 });
  expect(sent.attachments.map((file) => file.name)).toEqual(['run 1.pdf', 'run 2.pdf']);
  expect(await page.evaluate(() => localStorage.getItem('pendingInventionSubmissions'))).toBeNull();
  await page.close();
});
