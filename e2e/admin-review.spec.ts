import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, openUserPage, sendIdea } from './support/admin';
import { waitForMail } from './support/inbox';
import { makePdf, submissionRow } from './support/ideas';

const inventor = {
  email: uniqueEmail('reviewed'),
  password: 'Flow-Diverter-42',
  fullName: 'Dr. Amara Okafor',
  jobTitle: 'Interventional Neuroradiologist',
};

const contexts = adminAndInventorForFile(inventor);

test('an admin finds an idea by search and approves it with notes; the inventor sees both and is mailed', async () => {
  const marker = `Okafor-${Date.now()}`;
  const title = `Braided microcatheter with a torque marker ${marker}`;
  await sendIdea(contexts().user.request, {
    title,
    description: 'A visible spiral on the shaft shows how much torque has been applied.',
  });

  const page = await contexts().admin.newPage();
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin Portal' })
    .getByRole('link', { name: 'Submissions' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search submissions' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name, email, or description...');
  await search.fill(marker.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2); // the header and the one match
  await expect(page).toHaveURL(new RegExp(`q=${marker.toUpperCase()}`));

  // The search lives in the URL: a reload shows the same view.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // From View Details, Update Status takes the details dialog's place: one dialog at a time.
  const actions = row.getByRole('button', { name: `Actions for “${title}”` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  const viewing = page.getByRole('dialog', { name: title });
  await viewing.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Submission Status' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  await expect(viewing).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  const notes = dialog.getByRole('textbox', { name: 'Admin Notes' });
  await expect(notes).toHaveAttribute('placeholder', 'Add notes about this submission...');
  await expect(notes).toHaveAttribute('rows', '5');
  await notes.fill('Strong clinical rationale: engineering will prototype it in Q3.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.getByRole('button', { name: 'Confirm and Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Status Updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Submission status has been updated to approved.')).toBeVisible();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(actions).toBeFocused();

  const mail = await waitForMail(inventor.email, [
    'Approved',
    'Strong clinical rationale: engineering will prototype it in Q3.',
  ]);
  expect(mail.subject).toBe(`Your idea "${title}" is now Approved`);

  const mine = await contexts().user.newPage();
  await mine.goto('/user-dashboard/my-submissions');
  const own = submissionRow(mine, title);
  await expect(own.getByText('Approved', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: /View/ }).click();
  const details = mine.getByRole('dialog', { name: title });
  await expect(
    details.getByText('Strong clinical rationale: engineering will prototype it in Q3.'),
  ).toBeVisible();
});

test('an admin deletes an idea from its page, and its attachment is gone with it', async () => {
  const title = `Aspiration catheter with a clot sensor ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'An impedance ring at the tip tells the operator when the clot is engaged.',
    file: { name: 'clot-sensor.pdf', bytes: await makePdf('Clot sensor sketch') },
  });
  expect((await contexts().user.request.get(`/api/submissions/${id}/attachment`)).status()).toBe(
    200,
  );

  const page = await contexts().admin.newPage();
  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download clot-sensor.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Agreement' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Submission' });
  await expect(confirm).toContainText('permanently remove the submission');
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();

  await expect(page).toHaveURL(/\/admin\/submissions$/);
  await expect(page.getByText('Submission Deleted', { exact: true })).toBeVisible();
  expect((await contexts().user.request.get(`/api/submissions/${id}/attachment`)).status()).toBe(
    404,
  );
  expect((await contexts().admin.request.get(`/api/admin/submissions/${id}`)).status()).toBe(404);

  await page.goto(`/admin/submissions/${id}`);
  await expect(page.getByText('Could not find submission details.')).toBeVisible();
});

test('the dashboard, the user list and a user’s page lead to the inventor’s ideas', async () => {
  const title = `Flow diverter with a radiopaque weave ${Date.now()}`;
  const id = await sendIdea(contexts().user.request, {
    title,
    description: 'Every fourth wire is platinum so wall apposition shows under fluoroscopy.',
  });
  const page = await contexts().admin.newPage();
  await page.goto('/admin');
  for (const [card, note] of <const>[
    ['Total Users', 'Registered users'],
    ['Total Submissions', 'Ideas submitted'],
    ['Pending', 'Awaiting review'],
    ['Approved', 'Accepted ideas'],
    ['Rejected', 'Declined ideas'],
  ]) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    await expect(page.getByText(note, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Recent Submissions' })).toBeVisible();
  await expect(page.getByRole('link', { name: `View ${title}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Submissions' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^Submissions \(bars\) and sign-ups \(line\) per day/ }),
  ).toBeVisible();
  await page.getByText('Show the numbers by day').click();
  const today = page.getByRole('table').getByRole('row').last();
  await expect(today).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Admin Portal' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const userSearch = page.getByRole('searchbox', { name: 'Search users' });
  await userSearch.fill(`nobody-${randomUUID()}`);
  await expect(page.getByText('No users match your search.', { exact: true })).toBeVisible();
  await expect(page.getByText('users in the system')).toBeHidden();
  await userSearch.fill('okafor');
  // The search has been sent (not only typed) before a row's link is followed.
  await expect(page).toHaveURL(/[?&]q=okafor/);
  // The count speaks of the search, not of every account.
  await expect(page.getByText(/^\d+ users? match(es)? your search$/)).toBeVisible();
  const userRow = page.getByRole('row').filter({ hasText: inventor.email });
  await expect(userRow.getByText('Signed', { exact: true })).toBeVisible();
  await userRow.getByRole('link', { name: `View details for ${inventor.email}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  await expect(page.getByText(inventor.fullName).first()).toBeVisible();
  await expect(page.getByText('Regular User')).toBeVisible();
  await page.getByRole('link', { name: `View ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an admin makes an inventor an admin and removes the role again, each confirmed', async () => {
  const page = await contexts().admin.newPage();
  await openUserPage(page, inventor.email);
  await expect(page.getByText('Regular User')).toBeVisible();

  await page.getByRole('button', { name: 'Make admin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Make admin?' });
  await expect(confirm).toContainText(inventor.email);
  await confirm.getByRole('button', { name: 'Make admin' }).click();
  await expect(page.getByText('The account is now an admin.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove staff role' })).toBeVisible();
  await expect(page.getByText('Regular User')).toBeHidden();

  await page.getByRole('button', { name: 'Remove staff role' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove staff role?' })
    .getByRole('button', { name: 'Remove staff role' })
    .click();
  await expect(page.getByText('The account is no longer staff.')).toBeVisible();
  await expect(page.getByText('Regular User')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make admin' })).toBeFocused();
});

test('a user page that cannot be loaded says so, in the toast and on the page', async () => {
  const page = await contexts().admin.newPage();
  await page.route('**/api/admin/users/*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal_error', message: 'Unavailable' } }),
    }),
  );
  await page.goto(`/admin/details/${randomUUID()}`);
  await expect(page.getByText('Failed to load user data. Please try again.')).toBeVisible();
  await expect(page.getByText('Failed to load user details. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});
