import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminContext } from './support/admin';
import { E2E_ADMIN } from './support/environment';
import {
  fillIdea,
  listSubmissions,
  openIdeaDialog,
  signedInContext,
  signedInContextForFile,
  submissionRow,
} from './support/ideas';
import { people } from './support/people';

// One user's drafts and ideas: the steps build on each other.
test.describe.configure({ mode: 'serial' });

const user = { email: uniqueEmail('drafts'), ...people.maraQuinn };
const draft = {
  title: 'Radiopaque marker band for flow diverters',
  description: 'A thin platinum band at both ends.',
};
const edited = {
  title: 'Radiopaque marker bands at both ends of flow diverters',
  description: 'Thin platinum bands at both ends, visible under fluoroscopy.',
};

const context = signedInContextForFile(user);

test('a draft is saved, edited and then submitted from My Submissions', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);

  // A draft needs a title, and nothing else.
  let dialog = await openIdeaDialog(page);
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(
    'Please enter a title to save your draft.',
  );
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Title')).toBeFocused();
  // Sending needs both, and the values are trimmed.
  await dialog.getByLabel('Title').fill(`   ${draft.title}  `);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(dialog.getByLabel('Description')).toHaveAccessibleDescription(
    /Title and description are required/,
  );
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await dialog.getByLabel('Description').fill(draft.description);
  await dialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('link', { name: 'My Submissions' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/my-submissions$/);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  let row = submissionRow(page, draft.title);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText(
    /^Last saved[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/,
  );
  await expect(row.getByText('None', { exact: true })).toBeVisible();
  // Drafts offer Edit, Delete and Submit; not View.
  await expect(row.getByRole('button', { name: /^View/ })).toHaveCount(0);

  // Edit: the draft opens in draft mode, where only Update Draft saves.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea\?edit=[0-9a-f-]{36}$/);
  dialog = page.getByRole('dialog', { name: 'Edit Draft' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(draft.title);
  await expect(dialog.getByLabel('Description')).toHaveValue(draft.description);
  await expect(dialog.getByRole('button', { name: 'Submit Idea' })).toHaveCount(0);
  // Behind the modal dialog, the Step 2 button says what it opens.
  await expect(
    page
      .getByRole('region', { name: 'Submit Your Idea', includeHidden: true })
      .getByRole('button', { name: 'Edit Draft', includeHidden: true }),
  ).toBeAttached();
  await fillIdea(dialog, edited);
  await dialog.getByRole('button', { name: 'Update Draft' }).click();
  await expect(page.getByText('Draft Updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard\/my-submissions$/);

  row = submissionRow(page, edited.title);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Submit/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit Draft' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(row.locator('[data-status="pending"]', { hasText: 'Submitted' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^View/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveCount(0);

  const mine = await listSubmissions(page.request);
  expect(mine.filter((s) => s.ideaTitle === edited.title).map((s) => s.status)).toEqual([
    'pending',
  ]);
  await page.close();
});

test('a sent idea is shown in the details dialog and cannot be loaded as a draft', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/my-submissions');
  const row = submissionRow(page, edited.title);
  const view = row.getByRole('button', { name: /^View/ });
  await view.click();
  const details = page.getByRole('dialog', { name: edited.title });
  await expect(details).toBeVisible();
  await expect(details.getByText(/^Submitted (just now|\d+ minutes? ago)$/)).toBeVisible();
  await expect(details.getByText(user.fullName)).toBeVisible();
  await expect(details.getByText(user.email)).toBeVisible();
  await expect(details.getByText(user.jobTitle)).toBeVisible();
  await expect(details.getByText(edited.description)).toBeVisible();
  await expect(details.getByText('No notes yet.')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  const [sent] = (await listSubmissions(page.request)).filter((s) => s.ideaTitle === edited.title);
  await page.goto(`/user-dashboard/submit-idea?edit=${sent!.id}`);
  await expect(page.getByText('Not a Draft', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  await page.goto('/user-dashboard/submit-idea?draftId=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Draft Not Found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard\/submit-idea$/);
  // The old path keeps its query string on the way.
  await page.goto(`/user-dashboard/my-drafts?from=test`);
  await expect(page).toHaveURL(/\/user-dashboard\/my-submissions\?from=test$/);
  await page.close();
});

test('a sent idea is resubmitted as a new submission, and a draft is deleted', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/my-submissions');
  await submissionRow(page, edited.title)
    .getByRole('button', { name: /^Resubmit/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Resubmit Idea' });
  await expect(dialog.getByLabel('Title')).toHaveValue(edited.title);
  await expect(dialog.getByLabel('Description')).toHaveValue(edited.description);
  const revised = `${edited.title} (revised)`;
  await dialog.getByLabel('Title').fill(revised);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted', { exact: true })).toBeVisible();
  await expect(
    submissionRow(page, revised).locator('[data-status="pending"]', { hasText: 'Submitted' }),
  ).toBeVisible();
  const mine = await listSubmissions(page.request);
  const original = mine.find((s) => s.ideaTitle === edited.title)!;
  const copy = mine.find((s) => s.ideaTitle === revised) as unknown as {
    resubmittedFrom: string;
  };
  expect(copy.resubmittedFrom).toBe(original.id);
  // The original is unchanged.
  expect(original.status).toBe('pending');

  // A draft can be deleted, after confirming.
  await page.getByRole('link', { name: 'Home' }).click();
  const draftDialog = await openIdeaDialog(page);
  await draftDialog.getByLabel('Title').fill('Draft to delete');
  await draftDialog.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  // A person reads the notice and closes it; hovered, it would stay over the tabs below it.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Draft Saved' })
    .getByRole('button', { name: 'Close toast' })
    .click();
  await page.getByRole('link', { name: 'My Submissions' }).click();
  const row = submissionRow(page, 'Draft to delete');
  // Without a description it cannot be sent, and it stays a draft.
  await row.getByRole('button', { name: /^Submit/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit Draft' })
    .getByRole('button', { name: 'Submit', exact: true })
    .click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Title and description are required')).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Draft' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Draft Deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.close();
});

test('the sidebar shows who is signed in, and the help note leads to Contact', async () => {
  const page = await context().newPage();
  await page.goto('/user-dashboard/submit-idea');
  const account = page.getByRole('region', { name: 'Your account' });
  // The initial is the email's first letter (shown in capitals); then the name and job title.
  await expect(account.getByText(user.email.charAt(0), { exact: true })).toBeVisible();
  await expect(account.getByText(user.fullName, { exact: true })).toBeVisible();
  await expect(account.getByText(user.jobTitle, { exact: true })).toBeVisible();
  await expect(account.getByText('Admin', { exact: true })).toHaveCount(0);
  await expect(account.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.close();
});

test('a user without a name or job title is shown by email and as "User"', async ({ browser }) => {
  const email = uniqueEmail('no-profile');
  const own = await signedInContext(
    browser,
    { email, password: user.password, fullName: '', jobTitle: '' },
    { signAgreement: false },
  );
  const page = await own.newPage();
  await page.goto('/user-dashboard/submit-idea');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText(email, { exact: true })).toBeVisible();
  await expect(account.getByText('User', { exact: true })).toBeVisible();
  await own.close();
});

test('an admin sees the Administrator badge and the Admin Dashboard button', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/user-dashboard/my-submissions');
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByText(E2E_ADMIN.email.charAt(0), { exact: true })).toBeVisible();
  await expect(account.getByText('Administrator', { exact: true }).last()).toBeVisible();
  await account.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await admin.close();
});
