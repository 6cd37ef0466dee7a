import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN } from './support/environment';
import { waitForLink } from './support/inbox';
import { people } from './support/people';
import { assignReviewer, reviewerContext } from './support/reviewers';

// Staff and an idea's co-inventors: the list says how many inventors confirmed it, the idea's
// page lists each with their answer, and an admin corrects a mistyped address.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('co-staff'), ...people.maraQuinn };
const contexts = adminAndInventorForFile(inventor);

const marker = `Quinn-${Date.now()}`;
const title = `Detachable coil pusher with a tactile stop ${marker}`;
const mistyped = uniqueEmail('frank-ito').replace('@example.com', '@exmaple.com');
const corrected = mistyped.replace('@exmaple.com', '@example.com');
const frank = 'Dr. Frank Ito';

let ideaId = '';

test.beforeAll(async () => {
  ideaId = await sendIdea(contexts().user.request, {
    title,
    description: 'A stop felt through the pusher tells the coil has left the microcatheter.',
    inventors: {
      submitterShare: 70,
      submitterLead: true,
      coInventors: [
        { name: frank, email: mistyped, affiliation: 'Lakeside University Hospital', share: 30 },
      ],
    },
  });
});

test('an admin sees who confirmed, and corrects a co-inventor’s mistyped address', async () => {
  const page = await contexts().admin.newPage();

  // The list: a marker on the idea's row, at a desk and on a phone.
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('1 of 2 inventors confirmed', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByText('1 of 2 inventors confirmed', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  await row.getByRole('link', { name: title }).click();
  const panel = page.getByRole('region', { name: 'Inventors', exact: true });
  await expect(panel).toContainText('1 of 2 inventors confirmed');
  const submitter = panel.getByRole('listitem').filter({ hasText: people.maraQuinn.fullName });
  await expect(submitter).toContainText('Submitter');
  await expect(submitter).toContainText('Lead inventor');
  await expect(submitter).toContainText('70% share');
  await expect(submitter).toContainText(/Confirmed .* UTC: submitted the idea/);
  const coInventor = panel.getByRole('listitem').filter({ hasText: frank });
  await expect(coInventor).toContainText('Co-inventor');
  await expect(coInventor).toContainText('30% share');
  await expect(coInventor).toContainText('Lakeside University Hospital');
  await expect(coInventor.getByRole('link', { name: mistyped })).toHaveAttribute(
    'href',
    `mailto:${mistyped}`,
  );
  await expect(coInventor).toContainText('Invited, not answered');
  await expectNoViolations(page);

  // Sent again, to the address as it stands.
  await coInventor.getByRole('button', { name: `Send invitation again to ${frank}` }).click();
  await expect(page.getByText('Invitation Sent Again', { exact: true })).toBeVisible();

  // The submitter's own address is refused by the server, on the field.
  const open = coInventor.getByRole('button', { name: `Correct address of ${frank}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Correct address' });
  const email = dialog.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(mistyped);
  await email.fill(inventor.email);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(email).toHaveAccessibleDescription(
    'This is your own address: you are already an inventor of this idea.',
  );
  await expect(email).toBeFocused();
  await expectNoViolations(page);

  await email.fill(corrected);
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address Corrected', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(coInventor.getByRole('link', { name: corrected })).toBeVisible();
  await expect(coInventor.getByRole('link', { name: mistyped })).toHaveCount(0);
  await expect(coInventor).toContainText('Invited, not answered');

  // Invited at the corrected address; both fixes are in the history.
  await waitForLink(corrected, `co-inventions?submission=${ideaId}`);
  const history = page.getByText(
    `Co-inventor address corrected from ${mistyped} to ${corrected} by ${E2E_ADMIN.email}`,
  );
  await expect(history).toBeVisible();
  await expect(
    page.getByText(`Co-inventor invitation sent again to ${mistyped} by ${E2E_ADMIN.email}`),
  ).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});

test('a reviewer reads the inventors but cannot change an invitation', async ({ browser }) => {
  const reviewer = await reviewerContext(browser, contexts().admin, uniqueEmail('co-reviewer'));
  try {
    await assignReviewer(contexts().admin, ideaId, reviewer.id);
    const page = await reviewer.context.newPage();
    await page.goto(`/admin/submissions/${ideaId}`);
    const coInventor = page
      .getByRole('region', { name: 'Inventors', exact: true })
      .getByRole('listitem')
      .filter({ hasText: frank });
    await expect(coInventor).toContainText('Invited, not answered');
    await expect(coInventor.getByRole('link', { name: corrected })).toBeVisible();
    await expect(coInventor.getByRole('button')).toHaveCount(0);
  } finally {
    await reviewer.context.close();
  }
});
