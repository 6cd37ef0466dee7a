import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { people } from '../support/people';
import { shoot, shootPart } from './shoot';

// Staff and the PHI guard: the list filtered to PHI flagged ideas with their marker, and the
// patient information check of a flagged idea and of a clean one. (One sent before the guard
// differs from the clean one only in its words.)
const inventor = { email: uniqueEmail('phi-staff-shots'), ...people.lenaPark };
const contexts = adminAndInventorForFile(inventor);

const marker = `PhiShots-${Date.now()}`;

test('the PHI flagged filter, its marker and the patient information check', async () => {
  const { request } = contexts().user;
  const flaggedId = await sendIdea(request, {
    title: `Balloon guide catheter with a soft seal ${marker}`,
    description: 'Seen in Pt: Jane Doe (MRN 1234567).',
    phiAttestation: true,
  });
  const cleanId = await sendIdea(request, {
    title: `Aspiration tip that keeps its bore ${marker}`,
    description: 'A seal that softens at body temperature keeps the balloon from slipping.',
  });

  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}&phi=flagged`);
  await expect(page.getByRole('row').filter({ hasText: marker })).toHaveCount(1);
  await shoot(page, 'phi-staff-list-flagged');

  await page.goto(`/admin/submissions/${flaggedId}`);
  const check = page.getByRole('region', { name: 'Patient information check' });
  await expect(check).toContainText('The inventor attested');
  await shootPart(check, 'phi-staff-check-flagged');
  await shoot(page, 'phi-staff-page-flagged');

  await page.goto(`/admin/submissions/${cleanId}`);
  await expect(check).toContainText('No patient identifiers found');
  await shootPart(check, 'phi-staff-check-clean');
  await page.close();
});
