import { expect, test, type BrowserContext } from '@playwright/test';
import { termsConsentLabel, uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { assignReviewer, reviewerContext } from './support/reviewers';

const inventor = {
  email: uniqueEmail('noted'),
  password: 'Stent-Retriever-42',
  fullName: 'Dr. Lena Park',
  jobTitle: 'Vascular Neurologist',
};
const contexts = adminAndInventorForFile(inventor);
// Each journey sets up a reviewer and loads the admin pages: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });

let reviewer: { context: BrowserContext; id: string; email: string };
test.beforeAll(async ({ browser }) => {
  const email = uniqueEmail('daniel');
  reviewer = { ...(await reviewerContext(browser, contexts().admin, email)), email };
});
test.afterAll(async () => {
  await reviewer.context.close();
});

test('Admin Notes say the inventor reads them, and saving first shows what the inventor will see', async () => {
  const id = await sendIdea(contexts().user.request, {
    title: `Coil with visible notes ${Date.now()}`,
    description: 'A detachable coil whose review notes go to its inventor.',
  });
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${id}`);
  await page.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Submission Status' });
  const notes = dialog.getByRole('textbox', { name: 'Admin Notes' });
  await expect(notes).toHaveAccessibleDescription(
    'The inventor sees these notes and is emailed them.',
  );
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await notes.fill('Strong rationale.\nEngineering will prototype it in Q3.');
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' || request.url().endsWith('/status')) saves += 1;
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  // Nothing is saved yet: the dialog shows what the inventor will see, word for word.
  const preview = dialog.getByRole('region', { name: 'What the inventor will see' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'What the inventor will see' })).toBeFocused();
  await expect(preview.getByText('Approved', { exact: true })).toBeVisible();
  await expect(preview.getByText('Engineering will prototype it in Q3.')).toBeVisible();
  await expect(notes).toBeHidden();
  expect(saves).toBe(0);
  await expectNoViolations(page);

  // Back to editing keeps what was typed; confirming saves.
  await dialog.getByRole('button', { name: 'Back to Edit' }).click();
  await expect(notes).toBeFocused();
  await expect(notes).toHaveValue('Strong rationale.\nEngineering will prototype it in Q3.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  expect(saves).toBe(1);
});

test('typing @ in an internal note offers the colleagues who may read the idea, chosen by keyboard', async () => {
  const id = await sendIdea(contexts().user.request, {
    title: `Stent with a mention ${Date.now()}`,
    description: 'A stent whose note mentions a reviewer.',
  });
  await assignReviewer(contexts().admin, id, reviewer.id);
  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${id}`);
  const notes = page.getByRole('region', { name: 'Internal notes' });
  const box = notes.getByRole('textbox', { name: 'Internal note' });
  await box.click();
  await box.pressSequentially('Please check the claims, @');
  const list = page.getByRole('listbox', { name: 'Colleagues who can read this idea' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  await expectNoViolations(page);

  // The letters typed narrow the list to the reviewer; the keyboard picks them.
  await box.pressSequentially(reviewer.email.slice(0, 6));
  const option = list.getByRole('option', { name: new RegExp(reviewer.email) });
  await expect(list.getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(`Please check the claims, @${reviewer.email} `);
  await expect(box).toBeFocused();

  // An @word that names no one is flagged before sending, on the text box itself.
  await box.pressSequentially('and @daniel too');
  const warning = notes.getByText(/@daniel matches no one who can read this idea/);
  await expect(warning).toBeVisible();
  await expect(box).toHaveAccessibleDescription(/@daniel matches no one who can read this idea/);
  await box.press('Escape');
  await notes.getByRole('button', { name: 'Add Note' }).click();

  // The notice names who was mentioned.
  await expect(page.getByText(`${reviewer.email} was mentioned and emailed a link.`)).toBeVisible();
  await expect(
    notes.getByRole('listitem').filter({ hasText: 'Please check the claims' }),
  ).toBeVisible();
});

test('declining a review sits outside the scorecard, closes when the server answers and asks nothing more of the idea', async () => {
  const id = await sendIdea(contexts().user.request, {
    title: `Catheter to decline ${Date.now()}`,
    description: 'An aspiration catheter the reviewer has a conflict with.',
  });
  await assignReviewer(contexts().admin, id, reviewer.id);
  const page = await reviewer.context.newPage();
  await page.goto(`/admin/submissions/${id}`);
  const card = page.getByRole('form', { name: 'Your scorecard' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  const decline = page.getByRole('button', { name: 'Decline Review' });
  await expect(card.getByRole('button', { name: 'Decline Review' })).toHaveCount(0);
  await decline.click();
  const dialog = page.getByRole('dialog', { name: 'Decline this review' });
  await dialog.getByRole('radio', { name: 'Conflict of interest' }).check();
  await expectNoViolations(page);

  const afterDecline: string[] = [];
  let declined = false;
  page.on('request', (request) => {
    if (declined && request.url().includes(id)) afterDecline.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/assignment/decline')) declined = true;
  });
  await dialog.getByRole('button', { name: 'Decline Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByText('Review Declined', { exact: true })).toBeVisible();
  await expect(page.getByText(/Please score/)).toHaveCount(0);
  // The idea is hidden from the reviewer now: nothing asks for it again.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => new Promise((done) => setTimeout(done, 1500)));
  expect(afterDecline).toEqual([]);
});

test('registering needs the age and terms consent, with the terms a click away', async ({
  page,
}) => {
  await page.goto('/register');
  const consent = page.getByRole('checkbox', { name: termsConsentLabel });
  await expect(consent).not.toBeChecked();
  const form = page.locator('form');
  await expect(form.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/privacy-terms#terms-heading',
  );
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-terms#privacy-heading',
  );
  const email = uniqueEmail('consent');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Stent-Retriever-42');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Stent-Retriever-42');
  let signUps = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/sign-up/email')) signUps += 1;
  });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(consent).toHaveAccessibleDescription(
    'Please confirm that you are at least 18 and accept the Terms of Use and Privacy Policy.',
  );
  await expect(consent).toBeFocused();
  expect(signUps).toBe(0);
  await expectNoViolations(page);
  await consent.check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/check-email$/);
  expect(signUps).toBe(1);
});
