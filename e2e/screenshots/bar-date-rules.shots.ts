import { test } from '@playwright/test';
import { barDateRuleMessages } from '#common/bar-dates';
import { uniqueEmail } from '../support/accounts';
import { adminAndInventorForFile } from '../support/admin';
import { localDateIn, sendIdeaWithTalk } from '../support/bar-dates';
import { E2E_BASE_URL } from '../support/environment';
import { people } from '../support/people';
import { shootPart } from './shoot';

// Bar dates: the rules on Settings (read, edited, a value refused), the dashboard's upcoming bar
// dates (and none), and an idea's timeline with dates passed and open. Nothing is saved.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('bar-shots'), ...people.maraQuinn };
const contexts = adminAndInventorForFile(inventor);

test('the bar-date rules, the dashboard card and the timeline', async () => {
  await sendIdeaWithTalk(contexts().user.request, {
    title: 'Stent retriever with a radiopaque tip',
    date: localDateIn(12),
    where: 'LINNC Paris',
  });
  // A talk given a month ago and a poster planned: Europe and China passed, the grace years open.
  const id = await sendIdeaWithTalk(contexts().user.request, {
    title: 'Aspiration catheter with a clot sensor at its tip',
    date: localDateIn(-30),
    where: 'Neuro Congress, Berlin',
    timing: 'prior',
  });
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Bar-date rules' });
  await card.getByRole('table').waitFor();
  await shootPart(card, 'bar-rules-view');
  await card.getByRole('button', { name: 'Edit rules' }).click();
  await shootPart(card, 'bar-rules-edit');
  const japan = card.getByRole('group', { name: 'Jurisdiction 4: Japan' });
  await japan.getByLabel('Grace period, months').fill('30');
  await japan.getByRole('checkbox', { name: 'Thesis' }).uncheck();
  await card.getByRole('button', { name: 'Save rules' }).click();
  await japan.getByText('Enter a whole number').waitFor();
  await shootPart(japan, 'bar-rules-refused');
  await card.getByRole('button', { name: 'Add a jurisdiction' }).click();
  await shootPart(card.getByRole('group', { name: /^Jurisdiction 6/ }), 'bar-rules-added');
  // Another admin saved first (answered here, so that nothing is saved).
  await card.getByRole('button', { name: 'Remove jurisdiction 6' }).click();
  await japan.getByLabel('Grace period, months').fill('6');
  await page.route('**/api/admin/bar-date-rules', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 409,
          json: { error: { code: 'conflict', message: barDateRuleMessages.changed } },
        })
      : route.fallback(),
  );
  await card.getByRole('button', { name: 'Save rules' }).click();
  await card.getByText(barDateRuleMessages.changed).waitFor();
  await shootPart(card, 'bar-rules-stale');
  await page.unroute('**/api/admin/bar-date-rules');

  await page.goto('/admin');
  const upcoming = page.getByRole('region', { name: 'Upcoming bar dates' });
  await upcoming.getByRole('link').first().waitFor();
  await shootPart(upcoming, 'bar-dashboard');
  await page.route('**/api/admin/stats', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({
      response: answer,
      json: { ...(await answer.json()), upcomingBarDates: [] },
    });
  });
  await page.reload();
  await upcoming.getByText('No bar dates coming up.').waitFor();
  await shootPart(upcoming, 'bar-dashboard-none');
  await page.unroute('**/api/admin/stats');

  await page.goto(`${E2E_BASE_URL}/admin/submissions/${id}`);
  const disclosures = page.getByRole('region', { name: 'Public disclosures', exact: true });
  await disclosures.getByText('Earliest open deadline').first().waitFor();
  await shootPart(disclosures, 'bar-timeline');
  await page.close();
});
