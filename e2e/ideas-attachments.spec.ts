import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/environment';
import {
  executableBytes,
  fillIdea,
  listSubmissions,
  makePdf,
  openIdeaDialog,
  signedInContextForFile,
  submissionRow,
} from './support/ideas';
import { people } from './support/people';

test.describe.configure({ mode: 'serial' });

const user = { email: uniqueEmail('attachments'), ...people.omarHaddad };
const unsupported = 'File type not supported. Please upload a document or image file.';

const context = signedInContextForFile(user);

test('an idea is submitted with a PDF, which downloads unchanged from the details dialog', async () => {
  const page = await context().newPage();
  const pdf = await makePdf('Balloon guide catheter with a softer distal segment');
  const idea = {
    title: 'Softer balloon guide catheter',
    description: 'A distal segment that tracks better through tortuous anatomy.',
  };
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, idea);
  const input = dialog.getByLabel('Attachments (optional)');
  await expect(input).toHaveAccessibleDescription(
    /^Up to 10 files, 50 MB in all\. .*up to 10 MB each\.$/,
  );
  await input.setInputFiles({
    name: 'catheter design.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(dialog.getByText(/catheter design\.pdf \(\d+ (bytes|KB)\)/)).toBeVisible();
  // The file's remove button takes it off again; choosing it again puts it back.
  await dialog.getByRole('button', { name: 'Remove catheter design.pdf' }).click();
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  await expect(dialog.getByRole('status').filter({ hasText: 'Removed' })).toHaveText(
    'Removed catheter design.pdf.',
  );
  await expect(input).toBeFocused();
  await input.setInputFiles({
    name: 'catheter design.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // A person reads the notice and closes it; hovered, it would stay over the tabs below it.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Idea Submitted' })
    .getByRole('button', { name: 'Close toast' })
    .click();

  await page.getByRole('link', { name: 'My Submissions' }).click();
  const row = submissionRow(page, idea.title);
  await expect(row.getByText('catheter design.pdf')).toBeVisible();
  await row.getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: idea.title });
  const downloading = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download catheter design.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('catheter design.pdf');
  const bytes = await readFile((await download.path())!);
  expect(bytes.equals(pdf)).toBe(true);
  await expect(page.getByText('Download Complete', { exact: true })).toBeVisible();
  await page.close();
});

test('an executable named .pdf is refused by its bytes, and nothing is submitted', async () => {
  const page = await context().newPage();
  const title = 'Idea with a disguised executable';
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, { title, description: 'The attachment is not what its name says.' });
  const input = dialog.getByLabel('Attachments (optional)');
  await input.setInputFiles({
    name: 'specification.pdf',
    mimeType: 'application/pdf',
    buffer: executableBytes(),
  });
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(input).toHaveAccessibleDescription(new RegExp(unsupported.replace(/\./g, '\\.')));
  await expect(input).toBeFocused();
  await expect(dialog).toBeVisible();
  expect((await listSubmissions(page.request)).map((s) => s.ideaTitle)).not.toContain(title);

  // Saved as a draft instead, the idea is kept without the file, and the user is told.
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(page.getByText('Attachment Not Saved', { exact: true })).toBeVisible();
  const [saved] = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === title);
  expect(saved).toMatchObject({ status: 'draft', attachmentName: null });
  await page.close();
});

test('a file over 10 MB is refused before upload, and by the server too', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
  big.write('%PDF-1.7\n', 0, 'latin1');
  const input = dialog.getByLabel('Attachments (optional)');
  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(dialog.getByText('File size exceeds 10MB limit', { exact: true })).toBeVisible();
  await expect(input).toHaveAccessibleDescription(/File size exceeds 10MB limit/);
  await expect(dialog.getByRole('button', { name: 'Remove scan.pdf' })).toHaveCount(0);
  await page.close();

  // The client's check is for display; the server enforces the limit itself.
  const refused = await context().request.post('/api/attachments', {
    headers: {
      origin: E2E_BASE_URL,
      'Content-Type': 'application/octet-stream',
      'X-File-Name': encodeURIComponent('scan.pdf'),
    },
    data: big,
  });
  expect(refused.status()).toBe(413);
  expect((await refused.json()).error).toEqual({
    code: 'too_large',
    message: 'File size exceeds 10MB limit',
    field: 'attachment',
    requestId: expect.any(String),
  });
});
