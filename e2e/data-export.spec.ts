import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { sendIdea } from './support/admin';
import { makePdf, signedInContextForFile } from './support/ideas';

const run = promisify(execFile);
const inventor = {
  email: uniqueEmail('my-data'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Lena Okafor',
  jobTitle: 'Neurointerventionalist',
};
const context = signedInContextForFile(inventor);

test('a person downloads their data from Settings and finds their idea, its file and a manifest', async () => {
  const drawing = await makePdf('Braided stent drawing');
  await sendIdea(context().request, {
    title: 'Braided flow diverter with a radiopaque strand',
    description: 'One platinum strand makes the braid visible.',
    file: { name: 'braid.pdf', bytes: drawing },
  });
  const page = await context().newPage();
  await page.goto('/user-dashboard/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Your Data' })).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Opened as its owner would: unpacked, the checksums checked, the manifest read.
  const dir = await mkdtemp(path.join(tmpdir(), 'my-data-'));
  const zip = path.join(dir, download.suggestedFilename());
  await download.saveAs(zip);
  await run('unzip', ['-q', zip, '-d', dir]);
  const folder = path.join(dir, download.suggestedFilename().replace(/\.zip$/, ''));
  await run('sha256sum', ['-c', '--quiet', 'SHA256SUMS'], { cwd: folder });
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as {
    person: { email: string };
    files: { path: string }[];
  };
  expect(manifest.person.email).toBe(inventor.email);
  const [idea] = await readdir(path.join(folder, 'ideas'));
  const ideaFolder = path.join(folder, 'ideas', idea!);
  expect(JSON.parse(await readFile(path.join(ideaFolder, 'idea.json'), 'utf8'))).toMatchObject({
    title: 'Braided flow diverter with a radiopaque strand',
  });
  expect(await readFile(path.join(ideaFolder, 'files', 'braid.pdf'))).toEqual(drawing);
  expect(manifest.files.map((file) => file.path)).toContain('agreements/agreements.json');
  await page.close();
});
