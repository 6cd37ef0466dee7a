import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import { openIdeaDialog, submissionRow } from '../support/ideas';
import { shoot } from './shoot';

// The inventor's screens: the idea dialog keeping what is typed, a sent idea's details in tabs,
// and the name in Settings.
test.describe.configure({ mode: 'serial' });

const inventor = {
  email: uniqueEmail('inventor-shots'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Elif Kaya',
  jobTitle: 'Neurosurgeon',
};
const contexts = adminAndInventorForFile(inventor);

test('the idea dialog: kept on this device, saved as a draft, and the question before discarding', async () => {
  const page = await contexts().user.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await dialog.getByLabel('Description').fill('The first two cells are cut thinner.');
  await expect(dialog.getByText(/Saved on this device/)).toBeVisible();
  await shoot(page, 'idea-dialog-kept-on-device');
  await dialog.getByLabel('Title').fill('Stent retriever with a softer leading edge');
  await expect(dialog.getByText('Saved as a draft')).toBeVisible();
  await shoot(page, 'idea-dialog-saved-as-draft');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard This Idea?' })).toBeVisible();
  await shoot(page, 'idea-dialog-discard-question');
  await page.close();
});

test('a sent idea awaiting a reply: the conversation first, then the details and the proof', async () => {
  const title = 'Intrasaccular device sizing guide';
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'A sizing guide printed on the delivery wire, read under fluoroscopy.',
  });
  const asked = await contexts().admin.request.post(`/api/admin/submissions/${id}/messages`, {
    headers: { origin: E2E_BASE_URL },
    data: { id: randomUUID(), kind: 'request', text: 'Which aneurysm widths did you size it for?' },
  });
  expect(asked.status()).toBe(201);
  const page = await contexts().user.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, title).getByRole('button', { name: /^View/ }).click();
  const details = page.getByRole('dialog', { name: title });
  await expect(details.getByText('Which aneurysm widths did you size it for?')).toBeVisible();
  await shoot(page, 'submission-details-conversation');
  await details.getByRole('tab', { name: 'Details' }).click();
  await shoot(page, 'submission-details-details');
  await details.getByRole('tab', { name: 'Proof' }).click();
  await expect(details.getByRole('button', { name: /^Show the full/ })).toBeVisible();
  await shoot(page, 'submission-details-proof');
  await details.getByRole('button', { name: /^Show the full/ }).click();
  await shoot(page, 'submission-details-proof-hash-shown');
  await page.close();
});

test('Settings: the full name', async () => {
  const page = await contexts().user.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/settings');
  await expect(page.getByLabel('Full Name')).toHaveValue(inventor.fullName);
  await page.getByLabel('Full Name').fill('Dr. Elif Kaya-Demir');
  await page.getByRole('button', { name: 'Save Name' }).click();
  await expect(page.getByText('Name Saved', { exact: true })).toBeVisible();
  await shoot(page, 'settings-name');
  await page.close();
});
