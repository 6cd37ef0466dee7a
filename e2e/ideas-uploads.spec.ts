import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { fillIdea, makePdf, openIdeaDialog, signedInContextForFile } from './support/ideas';
import { people } from './support/people';

test.describe.configure({ mode: 'serial' });

const user = { email: uniqueEmail('uploads'), ...people.omarHaddad };
const context = signedInContextForFile(user);

/** A PDF of about `megabytes` MB: a real one, padded. */
const paddedPdf = async (megabytes: number) =>
  Buffer.concat([await makePdf('Scan of the prototype'), Buffer.alloc(megabytes * 1024 * 1024)]);

/** Limits the page's upload speed (bits per second), as a slow line would; 0 lifts it. */
async function throttle(page: Page, bitsPerSecond: number, offline = false) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: bitsPerSecond ? 50 : 0,
    downloadThroughput: -1,
    uploadThroughput: bitsPerSecond ? bitsPerSecond / 8 : -1,
  });
  return cdp;
}

test('a chosen file shows its progress in percent and bytes, and Cancel stops it', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await throttle(page, 2_000_000);
  const input = dialog.getByLabel('Attachments (optional)');
  await input.setInputFiles({
    name: 'prototype scan.pdf',
    mimeType: 'application/pdf',
    buffer: await paddedPdf(2),
  });
  const bar = dialog.getByRole('progressbar', { name: 'Uploading prototype scan.pdf' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(dialog.getByText(/^\d+% · [\d.]+ (bytes|KB|MB) of 2\.0 MB$/)).toBeVisible();
  await expectNoViolations(page);

  const cancelled = page.waitForRequest((request) => request.method() === 'DELETE');
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  // The server is asked to remove what it had; the field is empty and ready again.
  expect((await cancelled).url()).toMatch(/\/api\/uploads\/[0-9a-f]{32}$/);
  await expect(bar).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
  await expect(dialog.getByRole('status').filter({ hasText: 'cancelled' })).toHaveText(
    'Upload of prototype scan.pdf cancelled.',
  );
  await expect(input).toBeFocused();
  await page.close();
});

test('a file dropped on the field is uploaded and goes with the idea', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Dropped attachment',
    description: 'The sketch was dropped on the form rather than picked.',
  });
  const pdf = (await makePdf('Dropped sketch')).toString('base64');
  const transfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'dropped sketch.pdf', { type: 'application/pdf' }));
    return data;
  }, pdf);
  const zone = dialog.getByTestId('file-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/dropped sketch\.pdf \(\d+ (bytes|KB)\)/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  // The idea as the server keeps it (the dialog may have saved it as a draft on the way).
  const { submissions } = (await (await page.request.get('/api/submissions')).json()) as {
    submissions: { ideaTitle: string; status: string; attachmentName: string | null }[];
  };
  expect(submissions.filter((idea) => idea.ideaTitle === 'Dropped attachment')).toEqual([
    expect.objectContaining({ status: 'pending', attachmentName: 'dropped sketch.pdf' }),
  ]);
  await page.close();
});

test('an upload cut off by a reload goes on from where it was when the file is chosen again', async () => {
  // A file on disk keeps its name, size and date, by which the browser finds its upload again.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'upload-')), 'long scan.pdf');
  await writeFile(file, await paddedPdf(1));
  const page = await context().newPage();
  const parts: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH') parts.push(Number(request.headers()['upload-offset']));
  });
  await page.goto('/user-dashboard/submit-idea');
  let dialog = await openIdeaDialog(page);
  await throttle(page, 2_000_000);
  await dialog.getByLabel('Attachments (optional)').setInputFiles(file);
  const bar = dialog.getByRole('progressbar', { name: 'Uploading long scan.pdf' });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(30);

  // The connection is cut mid-file; the person opens the form again and picks the same file.
  await page.reload();
  dialog = await openIdeaDialog(page);
  await dialog.getByLabel('Attachments (optional)').setInputFiles(file);
  await expect(dialog.getByText('Uploaded', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(parts[0]).toBe(0);
  expect(parts).toHaveLength(2);
  // The second part began where the server said the first had got to: not at zero.
  expect(parts[1]).toBeGreaterThan(0);
  await page.close();
});
