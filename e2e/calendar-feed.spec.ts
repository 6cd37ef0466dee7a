import { expect, test, type BrowserContext } from '@playwright/test';
import { parseFeed } from '#server/test/ical-feed';
import { uniqueEmail } from './support/accounts';
import { adminAndInventorForFile, sendIdea } from './support/admin';
import { expectNoViolations } from './support/axe';
import { E2E_BASE_URL } from './support/environment';
import { people } from './support/people';
import { reviewerContext } from './support/reviewers';

// A staff member's private calendar feed of bar dates: made on Settings, copied, and read by a
// calendar app without a session; reset, the old address is gone.
test.describe.configure({ mode: 'serial' });

const inventor = { email: uniqueEmail('calendar-feed'), ...people.maraQuinn };
const contexts = adminAndInventorForFile(inventor);
const title = `Flow diverter with a visible landing zone ${Date.now()}`;
let ideaId: string;
let reviewer: BrowserContext | undefined;

test.beforeAll(async () => {
  ideaId = await sendIdea(contexts().user.request, {
    title,
    description: 'Radiopaque struts mark where the device must land.',
    facts: {
      publicDisclosures: [
        { timing: 'planned', type: 'talk', date: '2099-03-10', where: 'LINNC Paris' },
      ],
    },
  });
});
test.afterAll(async () => reviewer?.close());

test('an admin makes a feed address on Settings, copies it, and a calendar app reads it', async ({
  request,
}) => {
  const admin = contexts().admin;
  await admin.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await expect(card).toContainText(
    'Anyone with the address can read those dates: keep it private.',
  );
  await expect(card).toContainText('You have no feed address yet.');
  await expectNoViolations(page);

  await card.getByRole('button', { name: 'Create feed address' }).click();
  const field = card.getByRole('textbox', { name: 'Your feed address' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('readonly', '');
  await expect(card).toContainText('Copy it now: it is not shown again.');
  await expectNoViolations(page);

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('The feed address is on your clipboard.')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await field.inputValue());
  expect(url).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);

  // Fetched as a calendar app does: another client, no session.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VEVENT');
  const events = parseFeed(text).events.filter((event) => event.uid.startsWith(ideaId));
  expect(events.map((event) => event.start)).toEqual([
    '2099-03-10',
    '2099-03-10',
    '2100-03-10',
    '2100-03-10',
    '2100-03-10',
  ]);
  expect(events[0]!.url).toBe(`${E2E_BASE_URL}/admin/submissions/${ideaId}`);
  expect(text).not.toContain('Flow diverter');
  await page.close();
});

test('resetting the address asks first, then ends the old one', async ({ request }) => {
  const page = await contexts().admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await expect(card).toContainText(/Your feed address was made .*: reset it for a new one\./);
  const reset = card.getByRole('button', { name: 'Reset feed address' });

  // From the keyboard: the question opens on Cancel, which keeps the address.
  await reset.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Reset the feed address?' });
  await expect(question).toContainText('The old address stops working at once');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoViolations(page);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(reset).toBeFocused();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  await reset.click();
  await question.getByRole('button', { name: 'Reset feed address' }).click();
  const field = card.getByRole('textbox', { name: 'Your feed address' });
  await expect(field).toBeFocused();
  const url = await field.inputValue();
  expect((await request.get(url)).status()).toBe(200);

  await reset.click();
  await question.getByRole('button', { name: 'Reset feed address' }).click();
  await expect(field).not.toHaveValue(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(await field.inputValue())).status()).toBe(200);
  await page.close();
});

test('a reviewer reaches Settings for their own feed, and only that', async ({ browser }) => {
  const made = await reviewerContext(browser, contexts().admin, uniqueEmail('calendar-reviewer'));
  reviewer = made.context;
  const page = await reviewer.newPage();
  await page.goto('/admin/reviews');
  const nav = page.getByRole('complementary').getByRole('navigation', { name: 'Admin Portal' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calendar feed' })).toBeVisible();
  // The portal's own settings stay the admins'.
  for (const admins of ['Required invention facts', 'Scorecard criteria'])
    await expect(page.getByRole('heading', { name: admins })).toHaveCount(0);
  await expectNoViolations(page);
});
