import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Download } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { makePdf, submissionRow } from './support/ideas';

const run = promisify(execFile);

const inventor = {
  email: uniqueEmail('evidence'),
  password: 'Coil-Packing-42',
  fullName: 'Dr. Lena Brandt',
  jobTitle: 'Neurosurgeon',
};

const contexts = adminAndInventorForFile(inventor);

let work: string;
test.beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'evidence-e2e-'));
});
test.afterAll(() => rm(work, { recursive: true, force: true }));

/** Saves a download, unpacks it as its reader would and answers the bundle's folder. */
async function unpacked(download: Download, id: string) {
  expect(download.suggestedFilename()).toBe(`evidence-${id}.zip`);
  const zip = path.join(work, `${id}-${Date.now()}.zip`);
  await download.saveAs(zip);
  const into = await mkdtemp(path.join(work, 'bundle-'));
  await run('unzip', ['-q', zip, '-d', into]);
  return path.join(into, `evidence-${id}`);
}

test('the inventor downloads the evidence bundle of a sent idea and it checks out with standard tools', async () => {
  const title = `Coil with a detachment indicator ${Date.now()}`;
  const sketch = await makePdf('Detachment indicator sketch');
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A colour band shows when the coil has detached.',
    file: { name: 'indicator.pdf', bytes: sketch },
  });

  const page = await contexts().user.newPage();
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, title).getByRole('button', { name: /View/ }).click();
  const details = page.getByRole('dialog', { name: title });
  const link = details.getByRole('link', { name: 'Download evidence bundle' });
  await expect(link).toBeVisible();
  await expectNoViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const folder = await unpacked(download, id);
  const sums = await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder });
  expect(sums.stdout).toContain('attachments/indicator.pdf: OK');
  expect(await readFile(path.join(folder, 'attachments/indicator.pdf'))).toEqual(sketch);
  const sealed = await run('pdfsig', ['agreement/agreement.pdf'], { cwd: folder }).catch(
    (error: { stdout: string }) => error,
  );
  expect(sealed.stdout).toContain('agreement.pdf');
  expect(await readFile(path.join(folder, 'VERIFY.txt'), 'utf8')).toContain(
    'sha256sum -c SHA256SUMS',
  );
});

test('an admin downloads it from the idea’s page', async () => {
  const title = `Stent retriever with a clot camera ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A fibre-optic camera shows clot engagement.',
  });
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download evidence bundle' });
  await link.focus();
  await expect(link).toBeFocused();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  const folder = await unpacked(download, id);
  await run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder });
});
