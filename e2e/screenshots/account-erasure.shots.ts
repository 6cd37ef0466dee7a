import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { adminContext, sendIdea } from '../support/admin';
import { E2E_BASE_URL } from '../support/environment';
import { openDeleteAccountDialog } from '../support/erasure';
import { signedInContext } from '../support/ideas';
import { fingerprintReader } from '../support/passkeys';
import { people } from '../support/people';
import { shoot, shootInView } from './shoot';

// Delete my account: the Settings section and its dialog (with a passkey, after a wrong
// password), the pages after it (erased; closed with records kept), and the admins' queue of
// erasure requests (empty, open, overdue, answered) with its answer dialog.

const DAY_MS = 86_400_000;
const headers = { origin: E2E_BASE_URL };

test('delete my account and the erasure requests', async ({ browser }) => {
  test.setTimeout(600_000);
  const admin = await adminContext(browser);
  const queue = await admin.newPage();
  await queue.emulateMedia({ reducedMotion: 'reduce' });
  const listed = (await (await admin.request.get('/api/admin/erasure-requests')).json()) as {
    requests: unknown[];
  };
  if (listed.requests.length === 0) {
    await queue.setViewportSize({ width: 1280, height: 800 });
    await queue.goto('/admin/erasure-requests');
    await expect(queue.getByText('No erasure requests')).toBeVisible();
    await shoot(queue, 'admin-erasure-requests-empty');
  }

  // A colleague listed as co-inventor on the lead's idea; the lead has a second idea too.
  const colleague = { email: uniqueEmail('dr-omar-haddad-al-rashid'), ...people.omarHaddad };
  const lead = {
    email: uniqueEmail('dr-alexandra-montgomery-whitfield'),
    ...people.lenaPark,
    fullName: 'Dr. Alexandra Montgomery-Whitfield',
  };
  const leadContext = await signedInContext(browser, lead);
  const colleagueContext = await signedInContext(browser, colleague);
  await sendIdea(leadContext.request, {
    title: 'Steerable microcatheter with a shape-memory tip',
    description: 'The tip takes its shape at body temperature.',
    inventors: {
      submitterShare: 60,
      submitterLead: true,
      coInventors: [{ name: colleague.fullName, email: colleague.email, share: 40 }],
    },
  });
  await sendIdea(leadContext.request, {
    title: 'Aspiration catheter with a funnel tip',
    description: 'A funnel that opens at the clot.',
  });

  // The Settings section, and the dialog of an account with a passkey, after a wrong password.
  const page = await leadContext.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await fingerprintReader(page);
  await page.goto('/user-dashboard/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const add = page.getByRole('dialog', { name: 'Add a passkey' });
  await add.getByLabel('Passkey name').fill('Work laptop');
  await add.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Work laptop');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await shootInView(section, 'erasure-settings-section', 'center');
  const dialog = await openDeleteAccountDialog(page);
  await expect(dialog.getByRole('button', { name: 'Sign with a passkey instead' })).toBeVisible();
  await shootInView(dialog, 'erasure-delete-dialog');
  await dialog.getByLabel('Your password').fill('Not-My-Password-1');
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
  await shootInView(dialog, 'erasure-delete-dialog-wrong-password');
  await dialog.getByLabel('Your password').fill(lead.password);
  await dialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account Closed' })).toBeVisible();
  await shoot(page, 'erasure-kept');
  await leadContext.close();

  // The colleague's is kept too, as a co-inventor's; a person with only a draft is erased.
  const erase = await colleagueContext.request.post('/api/account/data/erase', {
    headers,
    data: { password: colleague.password },
  });
  expect(erase.status(), await erase.text()).toBe(200);
  await colleagueContext.close();
  const drafter = { email: uniqueEmail('erase-shots-drafter'), ...people.maraQuinn };
  const drafterContext = await signedInContext(browser, drafter);
  const drafterPage = await drafterContext.newPage();
  await drafterPage.emulateMedia({ reducedMotion: 'reduce' });
  await drafterPage.setViewportSize({ width: 1280, height: 800 });
  const drafterDialog = await openDeleteAccountDialog(drafterPage);
  await drafterDialog.getByLabel('Your password').fill(drafter.password);
  await drafterDialog.getByRole('button', { name: 'Delete my account', exact: true }).click();
  await expect(
    drafterPage.getByRole('heading', { level: 1, name: 'Account Deleted' }),
  ).toBeVisible();
  await shoot(drafterPage, 'erasure-erased');
  await drafterContext.close();

  // The queue: the two open, then one answered; seen again once they are overdue.
  await queue.setViewportSize({ width: 1280, height: 800 });
  await queue.goto('/admin/erasure-requests');
  const leadRow = queue.getByRole('row').filter({ hasText: lead.email });
  await expect(leadRow).toBeVisible();
  await shoot(queue, 'admin-erasure-requests');
  await leadRow.getByRole('button', { name: `Record answer to ${lead.email}` }).click();
  const answer = queue.getByRole('dialog', { name: 'Record answer' });
  await answer.getByRole('button', { name: 'Record answer', exact: true }).click();
  await expect(answer.getByRole('textbox', { name: 'Answer' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shootInView(answer, 'admin-erasure-answer-dialog');
  await answer
    .getByRole('textbox', { name: 'Answer' })
    .fill(
      'Dear Dr. Montgomery-Whitfield,\n\nYour account is closed. The records of your two sent ideas are kept, as the law allows, to establish and defend legal claims on the inventions; everything else has been erased.\n\nThe Innovation Office',
    );
  await answer.getByRole('button', { name: 'Record answer', exact: true }).click();
  await expect(answer).toBeHidden();
  await expect(leadRow.getByText('Answered', { exact: true })).toBeVisible();
  await shoot(queue, 'admin-erasure-requests-answered');
  await queue.clock.setFixedTime(new Date(Date.now() + 31 * DAY_MS));
  await queue.getByRole('button', { name: 'Refresh' }).click();
  await expect(queue.getByText('Overdue', { exact: true }).first()).toBeVisible();
  await shoot(queue, 'admin-erasure-requests-overdue');
  await admin.close();
});
