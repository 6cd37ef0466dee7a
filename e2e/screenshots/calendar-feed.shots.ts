import { expect, test } from '@playwright/test';
import { adminContext } from '../support/admin';
import { shootPart } from './shoot';

// The Calendar feed card on Settings: before an address is made, with one just made, and the
// question before it is reset.
test('the calendar feed card', async ({ browser }) => {
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await expect(card).toContainText('You have no feed address yet.');
  await shootPart(card, 'calendar-feed-none');

  await card.getByRole('button', { name: 'Create feed address' }).click();
  await expect(card.getByRole('textbox', { name: 'Your feed address' })).toBeFocused();
  await shootPart(card, 'calendar-feed-address');

  // By keyboard: at phone width the toast saying the address is ready covers the button.
  await card.getByRole('button', { name: 'Reset feed address' }).press('Enter');
  await expect(page.getByRole('alertdialog', { name: 'Reset the feed address?' })).toBeVisible();
  // The open question hides the page from the accessibility tree: the card is found anyway.
  await shootPart(
    page.getByRole('region', { name: 'Calendar feed', includeHidden: true }),
    'calendar-feed-reset-question',
  );
  await admin.close();
});
