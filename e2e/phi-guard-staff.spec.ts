import { expect, test } from '@playwright/test';
import { phiAttestationText } from '#common/phi/index';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { people } from './support/people';

// Staff and the PHI guard: the list's PHI flagged filter and marker, and the idea page's
// patient information check, for an idea sent with what looks like a patient's identifiers and
// one sent without.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('phi-staff'), ...people.lenaPark };
const contexts = adminAndInventorForFile(inventor);

const marker = `PhiStaff-${Date.now()}`;
const flaggedTitle = `Balloon guide catheter with a soft seal ${marker}`;
const cleanTitle = `Aspiration tip that keeps its bore ${marker}`;

let flaggedId = '';
let cleanId = '';

test.beforeAll(async () => {
  const { request } = contexts().user;
  flaggedId = await sendIdea(request, {
    title: flaggedTitle,
    description: 'Seen in Pt: Jane Doe (MRN 1234567).',
    phiAttestation: true,
  });
  cleanId = await sendIdea(request, {
    title: cleanTitle,
    description: 'A seal that softens at body temperature keeps the balloon from slipping.',
  });
});

test('the PHI flagged filter keeps to the flagged idea, marked at a desk and on a phone', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  const flaggedRow = page.getByRole('row').filter({ hasText: flaggedTitle });
  const cleanRow = page.getByRole('row').filter({ hasText: cleanTitle });
  await expect(flaggedRow.getByText('PHI flagged')).toBeVisible();
  await expect(cleanRow).toBeVisible();
  await expect(cleanRow.getByText('PHI flagged')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Patient information' }).click();
  await page.getByRole('option', { name: 'PHI flagged' }).click();
  await expect(page).toHaveURL(/[?&]phi=flagged/);
  await expect(cleanRow).toHaveCount(0);
  await expect(flaggedRow).toHaveCount(1);
  await expect(flaggedRow.getByText('PHI flagged')).toHaveText(
    'PHI flagged: it may identify a patient',
  );
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(flaggedRow.getByText('PHI flagged')).toBeVisible();
  await expectNoViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Kept in the URL: a reload lists the same.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Patient information' })).toHaveText(
    'PHI flagged',
  );
  await expect(flaggedRow).toHaveCount(1);
  await expect(cleanRow).toHaveCount(0);
  await page.close();
});

test('the flagged idea’s page says where and what was found, and the inventor’s attestation', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${flaggedId}`);
  await expect(page.getByRole('heading', { level: 1, name: flaggedTitle })).toBeVisible();
  await expect(page.getByText('PHI flagged').first()).toBeVisible();
  const check = page.getByRole('region', { name: 'Patient information check' });
  await expect(check).toContainText(
    'Handle with care: what looks like patient identifiers was found when it was sent.',
  );
  const description = check.getByRole('definition').filter({ hasText: 'Patient name' });
  await expect(description).toHaveText('Patient name, Medical record number');
  await expect(check.getByRole('term')).toHaveText(['Description']);
  await expect(check).toContainText(`The inventor attested: “${phiAttestationText}”`);
  await expectNoViolations(page);
  await page.close();
});

test('the clean idea’s page says nothing was found', async () => {
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${cleanId}`);
  const check = page.getByRole('region', { name: 'Patient information check' });
  await expect(check).toContainText('No patient identifiers found when it was sent.');
  await expect(check).not.toContainText('attested');
  await expect(page.getByText('PHI flagged')).toHaveCount(0);
  await expectNoViolations(page);
  await page.close();
});
