import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/environment';
import { signedInContextForFile, submissionRow } from './support/ideas';

const user = {
  email: uniqueEmail('ideas-a11y'),
  password: 'Neurovascular-Unit-42',
  fullName: 'Dr. Kenji Sato',
  jobTitle: 'Neurosurgeon',
};

const context = signedInContextForFile(user);

test('the idea dialog is keyboard operable and passes an automated WCAG 2.1 AA check', async () => {
  const page = await context().newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/submit-idea');
  const open = page
    .getByRole('region', { name: 'Submit Your Idea' })
    .getByRole('button', { name: 'Submit Idea', exact: true });
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Submit Your Idea' });
  await expect(dialog).toHaveAccessibleDescription(/Submissions are confidential/);
  await expect(dialog.getByLabel('Title')).toBeFocused();
  // Enter in the form sends it: the missing fields are named, and focus goes to the first.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Title')).toHaveAccessibleDescription(
    'Title and description are required',
  );
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await expect(dialog.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page);

  // Every control is reached with Tab, in order.
  const order: string[] = [];
  for (let i = 0; i < 22; i += 1) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ??
          document.activeElement?.getAttribute('name') ??
          document.activeElement?.textContent?.trim() ??
          '',
      ),
    );
  }
  expect(order).toEqual([
    'ideaDescription',
    'attachment',
    // The inventors: the person's own share and lead, and the way to list others.
    'inventors.submitterShare',
    'inventors.submitterLead',
    'Add a co-inventor',
    // The invention's facts, below the spec's fields; the selects show their choice.
    'facts.problem',
    'facts.advantages',
    'facts.priorArt',
    'Not given',
    // Chromium's date input: month, day, year and its calendar button, each its own stop.
    'facts.conceivedOn',
    'facts.conceivedOn',
    'facts.conceivedOn',
    'facts.conceivedOn',
    'Add a disclosure',
    'Add a funder or collaborator',
    'facts.employer',
    'Not answered',
    'Cancel',
    'Save as Draft',
    'Submit Idea',
    'Close idea form',
    'ideaTitle',
  ]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await page.close();
});

test('My Submissions passes an automated WCAG 2.1 AA check, empty and with every kind of row', async () => {
  const page = await context().newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/user-dashboard/my-submissions');
  await expect(page.getByRole('heading', { name: 'No submissions yet' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await expectNoViolations(page);

  // A draft, a sent idea, and an idea this browser gave up sending.
  for (const [title, status] of [
    ['Accessible draft', 'draft'],
    ['Accessible sent idea', 'pending'],
  ] as const) {
    const created = await page.request.post('/api/submissions', {
      headers: { origin: E2E_BASE_URL },
      data: {
        id: crypto.randomUUID(),
        status,
        ideaTitle: title,
        ideaDescription: 'Checked for contrast and names.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
  await page.evaluate((userId) => {
    localStorage.setItem(
      'pendingInventionSubmissions',
      JSON.stringify([
        {
          id: crypto.randomUUID(),
          user_id: userId,
          idea_title: 'Accessible stored idea',
          idea_description: 'Could not be sent.',
          status: 'pending',
          pendingTimestamp: new Date().toISOString(),
          retryCount: 3,
          lastError: new Date().toISOString(),
          errorMessage: 'Could not reach the server.',
        },
      ]),
    );
  }, me.user.id);
  await page.reload();

  const table = page.getByRole('table', { name: /Your submissions/ });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Title',
    'Date',
    'Status',
    'Attachment',
    'Actions',
  ]);
  await expect(
    submissionRow(page, 'Accessible draft').getByText('Draft', { exact: true }),
  ).toBeVisible();
  await expect(
    submissionRow(page, 'Accessible sent idea').locator('[data-status="pending"]', {
      hasText: 'Submitted',
    }),
  ).toBeVisible();
  const stored = submissionRow(page, 'Accessible stored idea');
  await expect(stored.getByText('Pending (stored locally)')).toBeVisible();
  await expect(stored).toContainText('Not sent after 3 attempts: Could not reach the server.');
  await expectNoViolations(page);

  // The details dialog, and a confirm dialog, from the keyboard.
  const view = submissionRow(page, 'Accessible sent idea').getByRole('button', { name: /^View/ });
  await view.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Accessible sent idea' });
  await expect(details).toBeVisible();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(view).toBeFocused();

  const remove = submissionRow(page, 'Accessible draft').getByRole('button', { name: /^Delete/ });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete Draft' });
  await expect(confirm).toHaveAccessibleDescription(/Delete the draft "Accessible draft"/);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await page.close();
});
