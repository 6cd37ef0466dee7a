import { expect, test, type Page } from '@playwright/test';
import { addMonths, barDateRuleMessages } from '#common/bar-dates';
import { submissionReference } from '#common/submissions';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile } from './support/admin';
import { expectNoViolations } from './support/axe';
import {
  localDateIn,
  restoreDefaultRules,
  rulesInForce,
  saveRules,
  sendIdeaWithTalk,
} from './support/bar-dates';
import { people } from './support/people';

// Bar dates under the rules admins keep on Settings: an edit saved as a new version, a wrong
// value refused on its field, a save from an older version met with the newer rules, and the
// dashboard's upcoming bar dates leading to the idea's timeline under the rules in force.
test.describe.configure({ mode: 'serial' });

// Other specs compute bar dates under the portal's first rules. Declared before the contexts
// are, so that it runs before they close.
test.afterAll(async () => {
  await restoreDefaultRules(contexts().admin.request);
});

const inventor = { email: uniqueEmail('bar-dates'), ...people.lenaPark };
const contexts = adminAndInventorForFile(inventor);

const title = `Flow diverter with a visible opening marker ${Date.now()}`;
const talkOn = localDateIn(2);
let ideaId = '';

/** Calendar dates as the pages write them, read as UTC so no zone moves them a day. */
const inWords = (style: 'long' | 'medium', locale: string) => (date: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
/** "10 March 2027", on the dashboard. */
const longDate = inWords('long', 'en-GB');
/** "Mar 10, 2027", beside the idea's other facts. */
const shortDate = inWords('medium', 'en-US');

test.beforeAll(async () => {
  ideaId = await sendIdeaWithTalk(contexts().user.request, {
    title,
    date: talkOn,
    where: 'LINNC Paris',
  });
});

async function settingsPage(): Promise<Page> {
  const page = await contexts().admin.newPage();
  // Settled toasts for the accessibility checks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  return page;
}

test('an admin changes a rule on Settings; a wrong value is refused on its field', async () => {
  const { version } = await rulesInForce(contexts().admin.request);
  const page = await settingsPage();
  const card = page.getByRole('region', { name: 'Bar-date rules' });
  await expect(card.getByText(`Version ${version} of the rules, saved `)).toBeVisible();
  await expect(card).toContainText('A guide for your patent counsel, not legal advice.');
  const japan = card.getByRole('row', { name: /Japan/ });
  await expect(japan).toContainText('12 months');
  await expect(card.getByRole('row', { name: /Europe/ })).toContainText('Absolute novelty');
  await expect(japan).toContainText('Every kind');
  await expectNoViolations(page);

  await card.getByRole('button', { name: 'Edit rules' }).click();
  const form = page.getByRole('form', { name: 'Bar-date rules' });
  await expect(form.getByRole('heading', { name: 'Edit the rules' })).toBeFocused();
  const group = form.getByRole('group', { name: 'Jurisdiction 4: Japan' });
  const grace = group.getByLabel('Grace period, months');
  await grace.fill('30');
  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(grace).toHaveAccessibleDescription(
    `0 for absolute novelty ${barDateRuleMessages.graceMonths}`,
  );
  await expect(grace).toBeFocused();
  await expectNoViolations(page);

  // A refusal the server names a field for lands on that field.
  await grace.fill('6');
  await page.route('**/api/admin/bar-date-rules', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'invalid_input',
              message: barDateRuleMessages.jurisdictionTwice,
              field: 'rules.1.jurisdiction',
            },
          },
        })
      : route.fallback(),
  );
  await form.getByRole('button', { name: 'Save rules' }).click();
  const chinaCode = form.getByRole('group', { name: 'Jurisdiction 2: China' }).getByLabel('Code');
  await expect(chinaCode).toHaveAccessibleDescription(barDateRuleMessages.jurisdictionTwice);
  await expect(chinaCode).toBeFocused();
  await page.unroute('**/api/admin/bar-date-rules');

  await form.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText(`Version ${version + 1} of the rules is in force.`)).toBeVisible();
  await expect(card.getByText(`Version ${version + 1} of the rules, saved `)).toBeVisible();
  await expect(japan).toContainText('6 months');
  await expect(card.getByRole('button', { name: 'Edit rules' })).toBeFocused();
  expect((await rulesInForce(contexts().admin.request)).version).toBe(version + 1);
  await page.close();
});

test('an admin adds and removes a jurisdiction, and a save from an older version shows the newer rules', async () => {
  const page = await settingsPage();
  const card = page.getByRole('region', { name: 'Bar-date rules' });
  await card.getByRole('button', { name: 'Edit rules' }).click();
  const form = page.getByRole('form', { name: 'Bar-date rules' });

  // Added from the keyboard: focus goes to the new rule's code; removed, back to the heading.
  await form.getByRole('button', { name: 'Add a jurisdiction' }).focus();
  await page.keyboard.press('Enter');
  const added = form.getByRole('group', { name: /^Jurisdiction 6/ });
  await expect(added.getByLabel('Code')).toBeFocused();
  await page.keyboard.type('au');
  await expect(added.getByLabel('Code')).toHaveValue('AU');
  await added.getByLabel('Name').fill('Australia');
  await expectNoViolations(page);
  await added.getByRole('button', { name: 'Remove Australia' }).click();
  await expect(form.getByRole('group', { name: /^Jurisdiction 6/ })).toHaveCount(0);
  await expect(form.getByRole('heading', { name: 'Edit the rules' })).toBeFocused();

  // Another admin saves while this one edits.
  const theirs = await rulesInForce(contexts().admin.request);
  const saved = await saveRules(
    contexts().admin.request,
    theirs.rules.map((rule) => (rule.jurisdiction === 'KR' ? { ...rule, graceMonths: 6 } : rule)),
  );
  const korea = form.getByRole('group', { name: 'Jurisdiction 5: Korea' });
  await korea.getByRole('checkbox', { name: 'Thesis' }).uncheck();
  await form.getByRole('button', { name: 'Save rules' }).click();
  const notice = card.getByText(barDateRuleMessages.changed);
  await expect(notice).toBeFocused();
  await expect(card.getByText(`Version ${saved.version} of the rules, saved `)).toBeVisible();
  const koreaRow = card.getByRole('row', { name: /Korea/ });
  await expect(koreaRow).toContainText('6 months');
  await expect(koreaRow).toContainText('Every kind');
  await expectNoViolations(page);
  await page.close();
});

test('the dashboard lists the idea’s bar date, and its page shows the timeline under the rules in force', async () => {
  const page = await contexts().admin.newPage();
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Upcoming bar dates' });
  const link = card.getByRole('link', { name: `${submissionReference(ideaId)} ${title}` });
  await expect(link).toBeVisible();
  const item = card.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(longDate(talkOn));
  await expect(item).toContainText('in 2 days');
  await expect(item).toContainText('Europe (EPC)');
  await expect(card).toContainText('A guide for your patent counsel, not legal advice.');
  await expectNoViolations(page);

  await link.click();
  await expect(page).toHaveURL(`/admin/submissions/${ideaId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const timeline = page
    .getByRole('region', { name: 'Public disclosures', exact: true })
    .getByRole('list')
    .filter({ hasText: 'Earliest open deadline' });
  const entries = timeline.getByRole('listitem');
  await expect(entries).toHaveCount(5);
  // Europe and China fall on the talk's day; Japan's grace is the 6 months set above.
  await expect(entries.nth(0)).toContainText(`Europe (EPC): ${shortDate(talkOn)}`);
  await expect(entries.nth(0)).toContainText('Earliest open deadline');
  await expect(entries.nth(0)).toContainText('File before the disclosure, in 2 days');
  await expect(entries.nth(1)).toContainText('Earliest open deadline');
  await expect(entries.nth(2)).toContainText(`Japan: ${shortDate(addMonths(talkOn, 6))}`);
  await expect(entries.nth(2)).not.toContainText('Earliest open deadline');
  await expect(entries.nth(4)).toContainText(`United States: ${shortDate(addMonths(talkOn, 12))}`);
  await expect(page.getByText('A guide for your patent counsel, not legal advice.')).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});
