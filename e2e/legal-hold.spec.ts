import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordsMessages, type RetentionSettings } from '#common/records';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL } from './support/environment';
import { people } from './support/people';

// Records management (ADR 44): an admin holds an idea for a lawsuit, nobody can delete it while
// held, and the hold is lifted with a reason; and the retention period of declined ideas, saved
// on Settings.
test.describe.configure({ mode: 'serial' });

const headers = { origin: E2E_BASE_URL };
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What the element with the focus says. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function retention(request: APIRequestContext): Promise<RetentionSettings> {
  const answer = await request.get('/api/admin/retention');
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as RetentionSettings;
}

async function saveRetention(request: APIRequestContext, months: number | null) {
  const { version } = await retention(request);
  const saved = await request.put('/api/admin/retention', {
    headers,
    data: { declinedRetentionMonths: months, basedOn: version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// Other specs' declined ideas are kept for good. Declared before the contexts are, so that it
// runs before they close.
test.afterAll(async () => {
  await saveRetention(contexts().admin.request, null);
});

const inventor = { email: uniqueEmail('legal-hold'), ...people.omarHaddad };
const contexts = adminAndInventorForFile(inventor);

const title = `Aspiration catheter with a funnel tip ${Date.now()}`;
const holdReason = 'Litigation hold: Acme Medical v. St. Mary, case 26-cv-0142';
let ideaId = '';

test.beforeAll(async () => {
  ideaId = await sendIdea(contexts().user.request, {
    title,
    description: 'A tip that flares as it meets the clot, so more of it is taken in one pass.',
  });
});

async function ideaPage(): Promise<Page> {
  const page = await contexts().admin.newPage();
  // Settled toasts for the accessibility checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions/${ideaId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page;
}

test('an admin holds an idea, its deletion is refused with the reason, and the hold is lifted', async () => {
  const page = await ideaPage();
  const panel = page.getByRole('region', { name: 'Legal hold' });
  await expect(panel).toContainText(
    'No legal hold. A held idea cannot be deleted by anyone, nor removed by the retention period.',
  );
  await expectNoViolations(page);

  // Placing it: the reason is asked for, and checked before anything is sent.
  const place = panel.getByRole('button', { name: 'Place legal hold', exact: true });
  await place.click();
  const dialog = page.getByRole('dialog', { name: 'Place legal hold' });
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await reason.fill('no');
  await dialog.getByRole('button', { name: 'Place legal hold', exact: true }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription(
    `3 to 500 characters. ${recordsMessages.holdReason}`,
  );
  await expect(reason).toBeFocused();
  await expectNoViolations(page);

  // Cancelled, the focus goes back to the button and nothing is held.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(place).toBeFocused();

  await place.click();
  await expect(reason).toHaveValue('');
  await reason.fill(holdReason);
  await dialog.getByRole('button', { name: 'Place legal hold', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Legal Hold Placed', { exact: true })).toBeVisible();
  const notice = panel.getByText(
    new RegExp(
      `^Legal hold since \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M UTC by ${literally(E2E_ADMIN.email)}: ${literally(holdReason)}$`,
    ),
  );
  await expect(notice).toBeVisible();
  // The focus is on the hold as it now stands, not lost with the button that was relabelled.
  await expect.poll(() => focusedText(page)).toContain(holdReason);
  // The idea's history tells it, with the reason.
  await expect(page.getByText(`Legal hold placed by ${E2E_ADMIN.email}`)).toBeVisible();
  await expectNoViolations(page);

  // Deleting is refused, with the hold's reason, in the dialog the admin is looking at.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Submission' });
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(recordsMessages.held(holdReason));
  await expect(page.getByText('Delete Failed', { exact: true })).toHaveCount(0);
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions/${ideaId}$`));
  expect((await contexts().admin.request.get(`/api/admin/submissions/${ideaId}`)).status()).toBe(
    200,
  );
  // Opened again, the dialog has forgotten the refusal.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();

  // Lifting it asks why, by the same rule.
  const lift = panel.getByRole('button', { name: 'Lift legal hold', exact: true });
  await lift.click();
  const lifting = page.getByRole('dialog', { name: 'Lift legal hold' });
  const why = lifting.getByRole('textbox', { name: 'Reason' });
  await expect(why).toBeFocused();
  await lifting.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
  await expect(why).toHaveAccessibleDescription(
    `3 to 500 characters. ${recordsMessages.liftReason}`,
  );
  await expect(why).toBeFocused();
  await why.fill('Settled out of court on 2 March; counsel released the hold.');
  await lifting.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
  await expect(lifting).toBeHidden();
  await expect(page.getByText('Legal Hold Lifted', { exact: true })).toBeVisible();
  await expect(panel).toContainText('No legal hold.');
  await expect(notice).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Place legal hold', exact: true })).toBeVisible();
  await expect(page.getByText(`Legal hold lifted by ${E2E_ADMIN.email}`)).toBeVisible();

  const state = await contexts().admin.request.get(`/api/admin/submissions/${ideaId}/legal-hold`);
  expect(await state.json()).toEqual({ hold: null });
  await page.close();
});

test('a hold lifted meanwhile by another admin is refused in the dialog, which shows why', async () => {
  const placed = await contexts().admin.request.put(`/api/admin/submissions/${ideaId}/legal-hold`, {
    headers,
    data: { reason: holdReason },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const page = await ideaPage();
  const panel = page.getByRole('region', { name: 'Legal hold' });
  await panel.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
  const lifted = await contexts().admin.request.post(
    `/api/admin/submissions/${ideaId}/legal-hold/lift`,
    { headers, data: { reason: 'Released by counsel' } },
  );
  expect(lifted.status(), await lifted.text()).toBe(200);

  const dialog = page.getByRole('dialog', { name: 'Lift legal hold' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Released by counsel too');
  await dialog.getByRole('button', { name: 'Lift legal hold', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(recordsMessages.notHeld);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel).toContainText('No legal hold.');
  await page.close();
});

test('an admin sets how long declined ideas are kept on Settings', async () => {
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Retention of declined ideas' });
  const { version } = await retention(contexts().admin.request);
  await expect(card).toContainText(
    'Declined ideas (rejected at review, or decided not to pursue) under no legal hold are removed with their files and messages once this period after their decision has passed. Admins are mailed a week before.',
  );
  await expect(card).toContainText(`Version ${version} of the retention period, saved`);
  const forGood = card.getByRole('radio', { name: 'Keep declined ideas for good' });
  await expect(forGood).toBeChecked();
  await expect(card.getByText('No declined idea is due for removal.')).toBeVisible();
  await expectNoViolations(page);

  // A period out of range is refused on its field.
  await card.getByRole('radio', { name: 'Remove after a number of months' }).check();
  const months = card.getByRole('spinbutton', { name: 'Months after the decision' });
  await months.fill('601');
  await card.getByRole('button', { name: 'Save retention period' }).click();
  await expect(months).toHaveAttribute('aria-invalid', 'true');
  await expect(months).toHaveAccessibleDescription(
    `1 to 600 months. ${recordsMessages.retentionMonths}`,
  );
  await expect(months).toBeFocused();
  await expectNoViolations(page);

  await months.fill('24');
  await expect(months).toHaveAccessibleDescription('24 months (2 years)');
  await card.getByRole('button', { name: 'Save retention period' }).click();
  await expect(page.getByText('Retention Period Saved', { exact: true })).toBeVisible();
  const line = card.getByText(`Version ${version + 1} of the retention period, saved`);
  await expect(line).toBeFocused();
  await expect(line).toContainText(
    'Declined ideas are removed 24 months (2 years) after their decision.',
  );
  expect((await retention(contexts().admin.request)).declinedRetentionMonths).toBe(24);
  await expectNoViolations(page);

  // Read again, the page shows what was saved.
  await page.reload();
  await expect(card.getByRole('radio', { name: 'Remove after a number of months' })).toBeChecked();
  await expect(months).toHaveValue('24');

  // A save from an older version meets the newer one, which the card then shows.
  await saveRetention(contexts().admin.request, 36);
  await months.fill('12');
  await card.getByRole('button', { name: 'Save retention period' }).click();
  await expect(card.getByText(recordsMessages.settingsChanged)).toBeFocused();
  await expect(card).toContainText(`Version ${version + 2} of the retention period, saved`);
  await expect(months).toHaveValue('36');
  await expect(months).toHaveAccessibleDescription('36 months (3 years)');
  expect((await retention(contexts().admin.request)).declinedRetentionMonths).toBe(36);
  await page.close();
});
