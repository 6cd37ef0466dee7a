import { expect, test, type Page } from '@playwright/test';
import { erasureMessages } from '#common/erasure';
import { formatDateTime } from '#web/lib/dates';
import { submitSignIn, uniqueEmail } from './support/accounts';
import { adminContext, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_ADMIN, E2E_BASE_URL } from './support/environment';
import { openDeleteAccountDialog, saveDraft } from './support/erasure';
import { signedInContext } from './support/ideas';
import { fingerprintReader } from './support/passkeys';
import { adminSignature } from './support/two-factor';

const DAY_MS = 86_400_000;

// Each journey makes its accounts (and signs an agreement) before it starts.
test.describe.configure({ timeout: 120_000 });

/** Sideways overflow of the page and of its tables' frames: none is 0. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const frames = [...document.querySelectorAll<HTMLElement>('[data-table-frame]')];
    return Math.max(
      root.scrollWidth - root.clientWidth,
      ...frames.map((frame) => frame.scrollWidth - frame.clientWidth),
    );
  });

/** A date as the page shows it: in the browser's own time zone. */
async function shownDate(page: Page, iso: string): Promise<string> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return formatDateTime(iso, zone);
}

test('an inventor with only a draft deletes their account: a wrong password is said on its field, then everything is erased and they are signed out', async ({
  browser,
}) => {
  const person = {
    email: uniqueEmail('erase-draft'),
    password: 'Softer-Coil-42',
    fullName: 'Dr. Ella Quist',
    jobTitle: 'Neuroradiologist',
  };
  const context = await signedInContext(browser, person);
  await saveDraft(context.request, 'A softer coil');
  const page = await context.newPage();

  // The dialog says what happens, and Escape leaves it with nothing done.
  let dialog = await openDeleteAccountDialog(page);
  await expect(dialog).toContainText('Your account and everything it holds are erased');
  await expect(dialog).toContainText('their records are kept to establish and defend legal claims');
  await expect(dialog).toContainText('This cannot be undone.');
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await expect(dialog.getByLabel('Authenticator code')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const trigger = page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' });
  await expect(trigger).toBeFocused();

  dialog = await openDeleteAccountDialog(page);
  await expectNoViolations(page);
  const password = dialog.getByLabel('Your password');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await confirm.click();
  await expect(password).toHaveAccessibleDescription('Enter your password.');

  await password.fill('Not-My-Password-1');
  await confirm.click();
  await expect(password).toHaveAccessibleDescription('The password is not right.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);

  await password.fill(person.password);
  await confirm.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Account Deleted' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByText(erasureMessages.erased)).toBeVisible();
  // Signed out: the site's header offers to sign in.
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await page.goto('/user-dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await submitSignIn(page, person.email, person.password);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
});

test('an inventor with a sent idea deletes their account: the idea is kept and listed with the due date, and an admin records the answer', async ({
  browser,
}) => {
  const person = {
    email: uniqueEmail('erase-kept'),
    password: 'Braided-Stent-42',
    fullName: 'Dr. Hugo Held',
    jobTitle: 'Interventional Neuroradiologist',
  };
  const context = await signedInContext(browser, person);
  const ideaId = await sendIdea(context.request, {
    title: 'Braided stent with a radiopaque strand',
    description: 'One platinum strand makes the braid visible under fluoroscopy.',
  });
  const reference = ideaId.slice(0, 8);
  const page = await context.newPage();

  const dialog = await openDeleteAccountDialog(page);
  await dialog.getByLabel('Your password').fill(person.password);
  const askedAt = Date.now();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Closed' })).toBeVisible();
  const kept = page.getByRole('list', { name: erasureMessages.kept });
  await expect(kept.getByRole('listitem')).toHaveText([`Disclosure ${reference} (your idea)`]);
  const why = page.getByText(erasureMessages.keptWhy, { exact: false });
  await expect(why).toBeVisible();
  // Staff answer within 30 days; the day is shown as the app shows dates.
  const due = why.locator('time');
  const dueAt = (await due.getAttribute('datetime'))!;
  expect(Math.abs(Date.parse(dueAt) - (askedAt + 30 * DAY_MS))).toBeLessThan(5 * 60_000);
  await expect(due).toHaveText(await shownDate(page, dueAt));
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await context.close();

  const admin = await adminContext(browser);
  const queue = await admin.newPage();
  await queue.setViewportSize({ width: 1280, height: 800 });
  await queue.goto('/admin');
  await queue.getByRole('link', { name: 'Erasure requests' }).click();
  await expect(queue.getByRole('heading', { level: 1, name: 'Erasure requests' })).toBeVisible();
  const row = queue.getByRole('row').filter({ hasText: person.email });
  await expect(row.getByRole('link', { name: `Idea ${reference}` })).toHaveAttribute(
    'href',
    `/admin/submissions/${ideaId}`,
  );
  await expect(row).toContainText('(their idea)');
  await expect(row).toContainText('Due in 29 days');
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expectNoViolations(queue);

  // Seen a week before it is due, and once it is overdue, it is marked so.
  await queue.clock.setFixedTime(new Date(Date.parse(dueAt) - 3 * DAY_MS));
  await queue.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.getByText('Due within 7 days', { exact: true })).toBeVisible();
  await expect(row).toContainText('Due in 3 days');
  await queue.clock.setFixedTime(new Date(Date.parse(dueAt) + 2 * DAY_MS + 60_000));
  await queue.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(row).toContainText('Overdue by 2 days');

  // The answer, checked as the server checks it, then recorded.
  await row.getByRole('button', { name: `Record answer to ${person.email}` }).click();
  const answerDialog = queue.getByRole('dialog', { name: 'Record answer' });
  const answer = answerDialog.getByRole('textbox', { name: 'Answer' });
  await expect(answer).toBeFocused();
  await answer.fill('ok');
  await answerDialog.getByRole('button', { name: 'Record answer', exact: true }).click();
  await expect(answer).toHaveAccessibleDescription(new RegExp(erasureMessages.answer));
  await expectNoViolations(queue);
  const sent =
    'We wrote on 5 December: your account is closed, and the records of disclosure ' +
    `${reference} are kept for legal claims on the invention.`;
  await answer.fill(sent);
  await answerDialog.getByRole('button', { name: 'Record answer', exact: true }).click();
  await expect(answerDialog).toBeHidden();
  await expect(queue.getByText('Answer Recorded', { exact: true })).toBeVisible();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();
  // The button went with the recording: focus is on the answer in its place.
  await expect(row.locator('blockquote', { hasText: sent }).locator('..')).toBeFocused();
  await expect(row).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(row.getByRole('button', { name: /Record answer/ })).toHaveCount(0);

  // It stays answered.
  await queue.reload();
  await expect(row.getByText(sent)).toBeVisible();
  await expect(row.getByText('Answered', { exact: true })).toBeVisible();

  // Nothing scrolls sideways, from a phone to a laptop.
  for (const width of [390, 768, 1024, 1280]) {
    await queue.setViewportSize({ width, height: 800 });
    await expect.poll(() => sidewaysOverflow(queue), { message: `at ${width}px` }).toBe(0);
  }
  await admin.close();
});

test('an inventor with a passkey deletes their account with it, in place of the password', async ({
  browser,
}) => {
  const person = {
    email: uniqueEmail('erase-passkey'),
    password: 'Flow-Diverter-42',
    fullName: 'Dr. Lena Okafor',
    jobTitle: 'Neurointerventionalist',
  };
  const context = await signedInContext(browser, person);
  const page = await context.newPage();
  await fingerprintReader(page);
  await page.goto('/user-dashboard/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Work laptop');
  await add.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');

  const dialog = await openDeleteAccountDialog(page);
  await dialog.getByRole('button', { name: 'Sign with a passkey instead' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Deleted' })).toBeVisible();
  await expect(page.getByText(erasureMessages.erased)).toBeVisible();
  await page.goto('/user-dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await context.close();
});

test('a staff account cannot delete itself: the dialog says why, and nothing changes', async ({
  browser,
}) => {
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  const dialog = await openDeleteAccountDialog(page);
  const signature = await adminSignature();
  await dialog.getByLabel('Your password').fill(signature.password);
  await dialog.getByLabel('Authenticator code').fill(signature.code);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(erasureMessages.staff);
  await expectNoViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/admin/erasure-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Erasure requests' })).toBeVisible();
  await admin.close();
});
