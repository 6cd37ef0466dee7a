import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { localDateIn, sendIdeaWithTalk } from './support/bar-dates';
import { people } from './support/people';

// The staff list and bar dates (ADR 36): the Bar date column sorts the ideas by their next bar
// date (those without one last, either way), marks one due soon in words, and the "within 90
// days" filter keeps to the ideas whose next bar date comes by then, kept in the URL; at a desk
// and on a phone.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('bar-date-list'), ...people.lenaPark };
const contexts = adminAndInventorForFile(inventor);

const marker = `BarDateList-${Date.now()}`;
// A planned talk sets Europe's bar date on its own day (absolute novelty): the idea's next one.
const soon = { title: `Stent retriever with a tapered basket ${marker}`, date: localDateIn(10) };
const later = { title: `Microcatheter with a steerable tip ${marker}`, date: localDateIn(60) };
const far = { title: `Coil with a detachable marker band ${marker}`, date: localDateIn(200) };
const none = `Aneurysm neck bridge with no talk planned ${marker}`;

/** "Mar 10, 2027", as the list writes a calendar date, read as UTC so no zone moves it a day. */
const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test.beforeAll(async () => {
  const { request } = contexts().user;
  for (const idea of [far, soon, later]) {
    await sendIdeaWithTalk(request, { title: idea.title, date: idea.date, where: 'WFITN' });
  }
  await sendIdea(request, {
    title: none,
    description: 'Nothing about it has been or will be shown in public yet.',
  });
});

/** The ideas' titles as the list shows them, in its order. */
const titles = (page: Page) => page.getByRole('table').getByRole('rowheader').getByRole('link');

test('staff sort the list by bar date, see how soon each falls, and keep those within 90 days', async () => {
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  await expect(titles(page)).toHaveCount(4);

  const header = page.getByRole('columnheader', { name: 'Bar date' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button', { name: 'Bar date', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=barDate&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('table')).toHaveAccessibleName(
    'Submissions, sorted by Bar date, ascending',
  );
  await expect(titles(page)).toHaveText([soon.title, later.title, far.title, none]);

  // The date, where it holds, and, within 30 days, how soon in words.
  const soonRow = page.getByRole('row').filter({ hasText: soon.title });
  const barDate = soonRow.getByRole('cell').filter({ hasText: 'Europe (EPC)' });
  await expect(barDate).toContainText(shortDate(soon.date));
  await expect(barDate).toContainText('Due in 10 days');
  const laterRow = page.getByRole('row').filter({ hasText: later.title });
  await expect(laterRow).toContainText(shortDate(later.date));
  await expect(laterRow).not.toContainText(/Due |Overdue/);
  const noneRow = page.getByRole('row').filter({ hasText: none });
  // A dash to the eye, "None" to a screen reader (the label names the cell on a phone's card).
  await expect(noneRow).toContainText('Bar date:—None');
  await expectNoViolations(page);

  // Turned around: the latest first, the idea without a bar date still last.
  await header.getByRole('button', { name: 'Bar date', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(titles(page)).toHaveText([far.title, later.title, soon.title, none]);

  await page.getByRole('combobox', { name: 'Bar date' }).click();
  await page.getByRole('option', { name: 'Within 90 days' }).click();
  await expect(page).toHaveURL(/[?&]barDate=90/);
  await expect(titles(page)).toHaveText([later.title, soon.title]);
  await expectNoViolations(page);

  // Kept in the URL: a reload lists the same, in the same order.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Bar date' })).toHaveText('Within 90 days');
  await expect(titles(page)).toHaveText([later.title, soon.title]);

  // "All" lists them all again.
  await page.getByRole('combobox', { name: 'Bar date' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/barDate=/);
  await expect(titles(page)).toHaveCount(4);
  await page.close();
});

test('on a phone the bar date is on each card, named, and sorts from the buttons above', async () => {
  const page = await contexts().admin.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}&barDate=90`);
  await expect(titles(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Bar date', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=barDate&dir=asc/);
  await expect(titles(page)).toHaveText([soon.title, later.title]);
  // The filter's choice shows whole, on one line.
  const choice = page.getByRole('combobox', { name: 'Bar date' }).getByText('Within 90 days');
  expect((await choice.boundingBox())!.height).toBeLessThan(30);

  const barDate = page
    .getByRole('row')
    .filter({ hasText: soon.title })
    .getByRole('cell')
    .filter({ hasText: 'Europe (EPC)' });
  await expect(barDate).toBeVisible();
  await expect(barDate).toContainText(`Bar date:${shortDate(soon.date)}`);
  await expect(barDate.getByText('Due in 10 days')).toBeVisible();
  // Nothing runs off the side of the screen.
  const box = (await barDate.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page);
  await page.close();
});

test('a next bar date already past is marked overdue, in words', async () => {
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The server moves an idea past its bar date on to its next one once a day: until then, the
  // list may hold a day gone (as here, where the answer is changed on its way).
  await page.route(
    (url) => url.pathname === '/api/admin/submissions',
    async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as {
        submissions: { ideaTitle: string; nextBarDate: string | null }[];
      };
      for (const row of list.submissions) {
        if (row.ideaTitle === soon.title) row.nextBarDate = localDateIn(-3);
      }
      await route.fulfill({ response, json: list });
    },
  );
  await page.goto(`/admin/submissions?q=${encodeURIComponent(marker)}`);
  const row = page.getByRole('row').filter({ hasText: soon.title });
  await expect(row).toContainText(shortDate(localDateIn(-3)));
  await expect(row.getByText('Overdue by 3 days')).toBeVisible();
  await expectNoViolations(page);
  await page.close();
});
