import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Download } from '@playwright/test';
import { runVerifySteps, verifySteps } from '#server/test/verify-steps';
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

test('the inventor submits, downloads the evidence bundle and every VERIFY.txt step checks out', async () => {
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
  await details.getByRole('tab', { name: 'Proof' }).click();
  const proof = details.getByRole('region', { name: 'Proof of disclosure' });
  // The page asks again while the timestamp is pending; the local authority answers at once.
  await expect(proof.getByText(/^Certified .+ by Trusted Test TSA$/)).toBeVisible();
  const link = proof.getByRole('link', { name: 'Download evidence bundle' });
  await expectNoViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`evidence-${id}.zip`);
  const dir = await mkdtemp(path.join(work, 'verify-'));
  await download.saveAs(path.join(dir, `evidence-${id}.zip`));

  // Every step of VERIFY.txt, as written, with nothing from the portal.
  const steps = await verifySteps(dir, id);
  const outputs = await runVerifySteps(dir, steps);
  expect(outputs.get('sha256sum -c SHA256SUMS')).toContain('attachments/indicator.pdf: OK');
  expect(outputs.get('pdfsig agreement/agreement.pdf')).toContain('Signature is Valid');
  const timestamps = steps.filter((step) => step.startsWith('openssl ts -verify'));
  expect(timestamps).toEqual(
    expect.arrayContaining([
      expect.stringContaining('-data submission-manifest.json'),
      expect.stringContaining('-data agreement/agreement.pdf'),
    ]),
  );
  for (const step of timestamps) expect(outputs.get(step)).toContain('Verification: OK');
  const folder = path.join(dir, `evidence-${id}`);
  expect(await readFile(path.join(folder, 'attachments/indicator.pdf'))).toEqual(sketch);
  // The hash is shortened until asked for in full.
  const hash = await manifestHash(folder);
  await expect(proof.getByText(`${hash.slice(0, 12)}…`)).toBeVisible();
  await proof.getByRole('button', { name: /^Show the full SHA-256/ }).click();
  await expect(proof.getByText(hash)).toBeVisible();

  // One byte changed: the checksums and the manifest's timestamp both say so.
  const manifest = path.join(folder, 'submission-manifest.json');
  const bytes = await readFile(manifest);
  bytes[10] = bytes[10]! ^ 0x01;
  await writeFile(manifest, bytes);
  await expect(run('sha256sum', ['-c', 'SHA256SUMS'], { cwd: folder })).rejects.toMatchObject({
    stdout: expect.stringContaining('submission-manifest.json: FAILED'),
  });
  const manifestCheck = timestamps.find((step) => step.includes('submission-manifest.json'))!;
  await expect(run('sh', ['-c', manifestCheck], { cwd: folder })).rejects.toMatchObject({
    stderr: expect.stringContaining('message imprint mismatch'),
  });
});

async function manifestHash(folder: string) {
  const { stdout } = await run('sha256sum', ['submission-manifest.json'], { cwd: folder });
  return stdout.slice(0, 64);
}

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
