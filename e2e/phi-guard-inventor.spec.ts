import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { phiAttestationText, phiMessages } from '#common/phi/index';
import { uniqueEmail } from './support/accounts';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { fillIdea, openIdeaDialog, signedInContextForFile, submissionRow } from './support/ideas';
import { people } from './support/people';

// The PHI guard in the idea dialog: what looks like a patient's identifier is named as it is
// typed, and the idea is sent only once the inventor confirms that it identifies no patient.
test.describe.configure({ mode: 'serial' });

const user = { email: uniqueEmail('phi-inventor'), ...people.lenaPark };
const context = signedInContextForFile(user);

const phiDescription = 'Seen in Pt: Jane Doe (MRN 1234567).';
const warningText =
  'Possible patient identifiers: Patient name, Medical record number — in Description. Remove them, or confirm below that they do not identify a patient.';

const warning = (dialog: Locator) =>
  dialog.getByRole('status').filter({ hasText: 'Possible patient identifiers' });
const attestation = (dialog: Locator) => dialog.getByRole('checkbox', { name: phiAttestationText });

test('identifiers in the description are named, and the idea is sent once confirmed', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, { title: 'Bedside sepsis score', description: phiDescription });
  await expect(warning(dialog)).toHaveText(warningText);
  await expect(attestation(dialog)).not.toBeChecked();
  await expectNoViolations(page);

  // Sent without the confirmation: refused on the box, which takes the focus.
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(attestation(dialog)).toBeFocused();
  await expect(attestation(dialog)).toHaveAccessibleDescription(phiMessages.attestationRequired);
  await expectNoViolations(page);

  await attestation(dialog).check();
  await expect(attestation(dialog)).toHaveAccessibleDescription('');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.close();
});

test('a clean idea shows no warning and asks for no confirmation', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, { title: 'Sepsis score, cleaned', description: phiDescription });
  await expect(warning(dialog)).toBeVisible();
  // The identifiers taken out, the warning and the box go.
  await dialog.getByLabel('Description').fill('A score of six bedside signs, read every hour.');
  await expect(warning(dialog)).toHaveCount(0);
  await expect(attestation(dialog)).toHaveCount(0);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await page.close();
});

test('a draft sent from My Submissions is opened to be confirmed', async () => {
  const title = 'Sepsis score, drafted';
  const created = await context().request.post('/api/submissions', {
    headers: { origin: E2E_BASE_URL },
    data: { id: randomUUID(), status: 'draft', ideaTitle: title, ideaDescription: phiDescription },
  });
  expect(created.status(), await created.text()).toBe(201);

  const page = await context().newPage();
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, title)
    .getByRole('button', { name: /^Submit/ })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Submit Draft' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page.getByText('Confirmation Needed', { exact: true })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Edit Idea' });
  await expect(warning(dialog)).toHaveText(warningText);
  await attestation(dialog).check();
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await page.goto('/user-dashboard/my-submissions');
  await expect(submissionRow(page, title).locator('[data-status="pending"]')).toBeVisible();
  await page.close();
});
