import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { fillIdea, makePdf, openIdeaDialog, signedInContext } from '../support/ideas';
import { people } from '../support/people';
import { shoot } from './shoot';

// An idea's several files: three chosen and uploaded, and a pick refused for going past 50 MB.
test('idea files', async ({ browser }) => {
  const context = await signedInContext(browser, {
    email: uniqueEmail('idea-files-shots'),
    ...people.omarHaddad,
  });
  const page = await context.newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Stent retriever with a radiopaque tip',
    description: 'A tip that shows under fluoroscopy where the device ends.',
  });
  const input = dialog.getByLabel('Attachments (optional)');
  const names = ['bench test results.pdf', 'ESMINT slides.pdf', 'tip drawing.pdf'];
  await input.setInputFiles(
    await Promise.all(
      names.map(async (name) => ({
        name,
        mimeType: 'application/pdf',
        buffer: await makePdf(name),
      })),
    ),
  );
  await dialog.getByText('Uploaded', { exact: true }).nth(2).waitFor();
  await shoot(page, 'idea-files-three');

  // Past Playwright's 50 MB for buffers, so from files.
  const big = Buffer.concat([await makePdf('Scan'), Buffer.alloc(9 * 1024 * 1024)]);
  const folder = await mkdtemp(path.join(tmpdir(), 'idea-files-shots-'));
  const scans = Array.from({ length: 6 }, (_, n) =>
    path.join(folder, `angiography scan ${n + 1}.pdf`),
  );
  for (const scan of scans) await writeFile(scan, big);
  await input.setInputFiles(scans);
  await dialog
    .getByText(/add up to 50 MB/)
    .first()
    .waitFor();
  await shoot(page, 'idea-files-refused');

  // Sent with its three files: My Submissions names the first and counts the rest.
  await input.setInputFiles([]);
  await dialog.getByRole('button', { name: 'Submit Idea', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.goto('/user-dashboard/my-submissions');
  await page.getByText('+2', { exact: true }).waitFor();
  await shoot(page, 'idea-files-my-submissions');
  await context.close();
});
