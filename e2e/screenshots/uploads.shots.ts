import { test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import {
  executableBytes,
  fillIdea,
  makePdf,
  openIdeaDialog,
  signedInContext,
} from '../support/ideas';
import { people } from '../support/people';
import { shoot } from './shoot';

// The idea form's attachment: choosing a file, uploading it, uploaded, and refused.
test('uploads', async ({ browser }) => {
  const context = await signedInContext(browser, {
    email: uniqueEmail('upload-shots'),
    ...people.omarHaddad,
  });
  const page = await context.newPage();
  await page.goto('/user-dashboard/submit-idea');
  let dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Softer balloon guide catheter',
    description: 'A distal segment that tracks better through tortuous anatomy.',
  });
  await shoot(page, 'upload-choosing');

  // A slow line, so the upload is seen on its way.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 40_000,
  });
  const input = dialog.getByLabel('Attachments (optional)');
  await input.setInputFiles({
    name: 'prototype scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([await makePdf('Prototype scan'), Buffer.alloc(3 * 1024 * 1024)]),
  });
  await dialog.getByText(/^[1-9]\d?% · /).waitFor({ timeout: 60_000 });
  await shoot(page, 'upload-in-progress');
  await dialog.getByRole('button', { name: 'Cancel upload' }).click();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await input.setInputFiles({
    name: 'catheter design.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf('Balloon guide catheter'),
  });
  await dialog.getByText('Uploaded', { exact: true }).waitFor();
  await shoot(page, 'upload-done');

  await page.reload();
  dialog = await openIdeaDialog(page);
  await dialog.getByLabel('Attachments (optional)').setInputFiles({
    name: 'report.pdf',
    mimeType: 'application/pdf',
    buffer: executableBytes(),
  });
  await dialog.getByText('File type not supported', { exact: false }).waitFor();
  await shoot(page, 'upload-refused');
  await context.close();
});
