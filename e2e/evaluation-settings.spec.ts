import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, openUserPage, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { signedInContext } from './support/ideas';
import { nextCode, scanKey } from './support/two-factor';

// One journey in order: the admin sets the criteria, makes an account a reviewer and assigns
// it an idea; the reviewer enrols a second factor and finds that idea, and only that one.
test.describe.configure({ mode: 'serial' });

const inventor = {
  email: uniqueEmail('evaluated'),
  password: 'Coil-Packing-Density-7',
  fullName: 'Dr. Lena Fischer',
  jobTitle: 'Neurointerventionalist',
};
const reviewer = {
  email: uniqueEmail('reviewer'),
  password: 'Blind-Scorecard-Reviewer-9',
  fullName: 'Dr. Omar Haddad',
  jobTitle: 'Clinical Engineer',
};
const marker = `Fischer-${Date.now()}`;
const assigned = `Detachable coil with a visible release zone ${marker}`;
const unassigned = `Aspiration catheter with a clot sensor ${marker}`;

const contexts = adminAndInventorForFile(inventor);
let reviewerContext: BrowserContext | undefined;

test.beforeAll(async ({ browser }) => {
  for (const title of [assigned, unassigned]) {
    await sendIdea(contexts().user.request, {
      title,
      description: 'A short description of the idea for the evaluation journey.',
    });
  }
  reviewerContext = await signedInContext(browser, reviewer, { signAgreement: false });
});
test.afterAll(async () => reviewerContext?.close());

async function adminPage(): Promise<Page> {
  const page = await contexts().admin.newPage();
  // Settled toasts and dialogs for the accessibility checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

test('an admin edits the scorecard criteria on Settings and saves a new version', async () => {
  const page = await adminPage();
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Scorecard criteria' })).toBeVisible();
  await expect(
    page.getByText('Changing criteria never rewrites submitted scorecards'),
  ).toBeVisible();
  await expect(page.getByText(/^Version 1, saved /)).toBeVisible();
  await expectNoViolations(page);

  const form = page.getByRole('form', { name: 'Scorecard criteria' });
  // A new criterion, named, then removed again before saving.
  await form.getByRole('button', { name: 'Add a criterion' }).click();
  const added = form.getByRole('group', { name: /Criterion 6/ });
  await expect(added.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Regulatory path');
  await added.getByRole('button', { name: 'Remove Regulatory path' }).click();
  await expect(form.getByRole('group', { name: /Criterion 6/ })).toHaveCount(0);

  // A name left empty is refused on its field.
  const first = form.getByRole('group', { name: 'Criterion 1' });
  await first.getByLabel('Name').fill('');
  await form.getByRole('button', { name: 'Save criteria' }).click();
  await expect(first.getByText('Please name every criterion.')).toBeVisible();
  await expect(first.getByLabel('Name')).toBeFocused();
  await expectNoViolations(page);

  await first.getByLabel('Name').fill('Clinical need');
  await first.getByLabel('Weight').fill('2.5');
  await form
    .getByRole('group', { name: 'Criterion 5' })
    .getByRole('checkbox', { name: /Active/ })
    .uncheck();
  await form.getByRole('button', { name: 'Move Novelty up' }).click();
  await expect(form.getByRole('group', { name: 'Criterion 1' }).getByLabel('Name')).toHaveValue(
    'Novelty',
  );
  await form.getByRole('button', { name: 'Save criteria' }).click();
  await expect(page.getByText('Version 2 is now in use.')).toBeVisible();
  await expect(page.getByText(/^Version 2, saved /)).toBeVisible();
  const saved = page.getByRole('form', { name: 'Scorecard criteria' });
  await expect(saved.getByRole('group', { name: 'Criterion 2' }).getByLabel('Weight')).toHaveValue(
    '2.5',
  );
  await expect(
    saved.getByRole('group', { name: 'Criterion 5' }).getByRole('checkbox', { name: /Active/ }),
  ).not.toBeChecked();
  await expectNoViolations(page);
});

test('an admin makes an account a reviewer on its user page', async () => {
  const page = await adminPage();
  await openUserPage(page, reviewer.email);
  await expect(page.getByText('Regular User')).toBeVisible();
  await page.getByRole('button', { name: 'Make reviewer' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make reviewer?' });
  await expect(confirm).toContainText(reviewer.email);
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Make reviewer' }).click();
  await expect(page.getByText('The account is now a reviewer.')).toBeVisible();
  await expect(page.getByText('Reviewer', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove staff role' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();
  await expectNoViolations(page);
});

test('an admin ticks an idea in the list and assigns the reviewer, with a due date', async () => {
  const page = await adminPage();
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: assigned })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Reviews' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Score' })).toBeVisible();

  // Select all, then untick one: from the keyboard.
  await table.getByRole('checkbox', { name: 'Select all submissions on this page' }).check();
  await expect(page.getByText('2 submissions selected')).toBeVisible();
  const other = table.getByRole('checkbox', { name: `Select ${unassigned}` });
  await other.focus();
  await page.keyboard.press('Space');
  await expect(other).not.toBeChecked();
  await expect(page.getByText('1 submission selected')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Assign reviewers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign reviewers' });
  // Nobody chosen is refused.
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog.getByText('Choose reviewers to assign.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: new RegExp(reviewer.email) }).check();
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Due date (optional)').fill(due);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Reviewers Assigned')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tick submissions to assign reviewers.')).toBeVisible();

  // The Reviews filter is kept in the URL.
  await page.getByRole('combobox', { name: 'Reviews' }).click();
  await page.getByRole('option', { name: 'Needs reviews' }).click();
  await expect(page).toHaveURL(/[?&]review=needs_reviews/);
});

test('the reviewer enrols a second factor, then finds the assignment in My reviews and only it in the list', async () => {
  const page = await reviewerContext!.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }),
  ).toBeFocused();
  await page.getByLabel('Password', { exact: true }).fill(reviewer.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  const authenticator = await scanKey(page);
  await page.getByLabel('6-digit code').fill(await nextCode(authenticator));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await page.getByRole('button', { name: 'Continue to the admin portal' }).click();

  // The dashboard's figures are admins': a reviewer lands on their queue.
  await expect(page).toHaveURL(/\/admin\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My reviews' })).toBeVisible();
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Admin Portal' });
  await expect(nav.getByRole('link')).toHaveText(['My reviews', 'Submissions', 'Settings']);
  await expect(page.getByRole('tab', { name: 'To score (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const row = page.getByRole('row').filter({ hasText: assigned });
  await expect(row).toContainText(inventor.fullName);
  await expect(row.getByRole('link', { name: assigned })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: 'Scored (0)' }).click();
  await expect(page.getByText('No scorecards submitted yet.')).toBeVisible();
  await expectNoViolations(page);

  await nav.getByRole('link', { name: 'Submissions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await expect(page.getByRole('link', { name: assigned })).toBeVisible();
  await expect(page.getByRole('link', { name: unassigned })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoViolations(page);
});
