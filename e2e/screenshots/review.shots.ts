import { expect, test } from '@playwright/test';
import { termsConsentLabel, uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile, sendIdea } from '../support/admin';
import { assignReviewer, reviewerContext } from '../support/reviewers';
import { shoot } from './shoot';

const inventor = {
  email: uniqueEmail('shots-review'),
  password: 'Stent-Retriever-42',
  fullName: 'Dr. Lena Park',
  jobTitle: 'Neurosurgeon',
};
const contexts = adminAndInventorForFile(inventor);

test('review screens: admin notes, mentions, declining, consent, not found', async ({
  browser,
  page,
}) => {
  // The register form's consent, refused when left unticked.
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('shots-consent'));
  await page.getByLabel('Password', { exact: true }).fill('Stent-Retriever-42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Stent-Retriever-42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('checkbox', { name: termsConsentLabel })).toBeFocused();
  await shoot(page, 'review-register-consent');

  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await shoot(page, 'review-not-found');

  const reviewerEmail = uniqueEmail('shots-daniel');
  const reviewer = await reviewerContext(browser, contexts().admin, reviewerEmail);
  const id = await sendIdea(contexts().user.request, {
    title: 'Flow diverter with a radiopaque braid',
    description: 'A flow diverter whose braid shows under fluoroscopy.',
  });
  await assignReviewer(contexts().admin, id, reviewer.id);

  const staff = await contexts().admin.newPage();
  await staff.goto(`/admin/submissions/${id}`);
  await staff.getByRole('button', { name: 'Update Status' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Update Submission Status' });
  await dialog
    .getByRole('textbox', { name: 'Admin Notes' })
    .fill('Strong clinical rationale.\nEngineering will prototype it in Q3.');
  await shoot(staff, 'review-admin-notes');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('heading', { name: 'What the inventor will see' })).toBeVisible();
  await shoot(staff, 'review-admin-notes-preview');
  await dialog.getByRole('button', { name: 'Back to Edit' }).click();
  await staff.keyboard.press('Escape');

  const notes = staff.getByRole('region', { name: 'Internal notes' });
  const box = notes.getByRole('textbox', { name: 'Internal note' });
  await box.click();
  await box.pressSequentially('Could you check the braid claims, @');
  await expect(staff.getByRole('listbox')).toBeVisible();
  await box.scrollIntoViewIfNeeded();
  await shoot(staff, 'review-mention-picker');
  await box.press('ArrowDown');
  await box.press('Enter');
  await box.pressSequentially('and @daniel too?');
  await shoot(staff, 'review-mention-unknown');
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await expect(staff.getByText(/was mentioned and emailed a link/)).toBeVisible();
  await shoot(staff, 'review-mention-notice');

  const reviewing = await reviewer.context.newPage();
  await reviewing.goto(`/admin/submissions/${id}`);
  await expect(reviewing.getByRole('form', { name: 'Your scorecard' })).toBeVisible();
  await shoot(reviewing, 'review-scorecard-decline');
  await reviewing.getByRole('button', { name: 'Decline Review' }).click();
  const decline = reviewing.getByRole('dialog', { name: 'Decline this review' });
  await decline.getByRole('radio', { name: 'Conflict of interest' }).check();
  await shoot(reviewing, 'review-decline-dialog');
  await decline.getByRole('button', { name: 'Decline Review' }).click();
  await expect(reviewing).toHaveURL(/\/admin\/reviews$/);
  await expect(reviewing.getByText('Review Declined', { exact: true })).toBeVisible();
  await shoot(reviewing, 'review-declined');
  await reviewer.context.close();
});
