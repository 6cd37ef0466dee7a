import { expect, test } from '@playwright/test';
import { phiAttestationText } from '#common/phi/index';
import { uniqueEmail } from '../support/accounts';
import { fillIdea, openIdeaDialog, signedInContextForFile } from '../support/ideas';
import { people } from '../support/people';
import { shootInView } from './shoot';

// The PHI guard in the idea dialog: the warning as the inventor types, and the confirmation
// refused, near the send button, at both sizes.
const user = { email: uniqueEmail('phi-inventor-shots'), ...people.lenaPark };
const context = signedInContextForFile(user);

test('the idea dialog warning of patient identifiers', async () => {
  const page = await context().newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/submit-idea');
  const dialog = await openIdeaDialog(page);
  await fillIdea(dialog, {
    title: 'Bedside sepsis score',
    description: 'Seen in Pt: Jane Doe (MRN 1234567), DOB 03/14/1961.',
  });
  const box = dialog.getByRole('checkbox', { name: phiAttestationText });
  await expect(box).toBeVisible();
  await shootInView(box, 'phi-inventor-warning', 'center');
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(box).toBeFocused();
  await shootInView(box, 'phi-inventor-refused', 'center');
  await page.close();
});
