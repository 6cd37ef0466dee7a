import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Page-structure rules: headings in order, all content in landmarks, one main, landmarks told
 * apart. Axe files them under best practice with moderate impact, so they are enabled here
 * and any finding of theirs counts.
 */
const STRUCTURE_RULES = ['heading-order', 'region', 'landmark-one-main', 'landmark-unique'];

/**
 * Axe's WCAG 2.1 A and AA rules and the structure rules; the public pages must have no serious
 * or critical finding, and no structure finding at all.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || STRUCTURE_RULES.includes(v.id),
    )
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target).join(', ')}`);
}

const pages: { path: string; heading: string; ready?: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    heading: 'Ground-breaking impact',
    // The accordion has arrived when its questions are buttons.
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Who can submit an idea?' })).toBeVisible(),
  },
  { path: '/about', heading: 'About Us' },
  { path: '/how-it-works', heading: 'How It Works' },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Who can submit an idea?' })).toBeVisible(),
  },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/privacy-terms', heading: 'Privacy Policy and Terms of Use' },
  {
    path: '/verify',
    heading: 'Check a document',
    // The tool has arrived when its island has made it usable.
    ready: (page) =>
      expect(page.locator('[data-island="verify-tool"]')).not.toHaveAttribute('inert'),
  },
  { path: '/thank-you', heading: 'Thank You for Your Submission' },
  { path: '/server-error', heading: 'Server Error' },
  { path: '/404', heading: 'Page Not Found' },
];

for (const { path, heading, ready } of pages) {
  test(`${path} has no serious or critical WCAG 2.1 AA violations nor structure findings`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await ready?.(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the public pages stay accessible with an answer open, a slide chosen and errors shown', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Show slide 2 of 2/ }).click();
  await page.getByRole('button', { name: 'Is my submission kept confidential?' }).click();
  await expect(
    page.getByRole('region', { name: 'Is my submission kept confidential?' }),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Name is required.');
  expect(await violations(page)).toEqual([]);

  await page.goto('/verify?code=not-a-code');
  await expect(page.getByRole('heading', { name: 'Not a verification code' })).toBeVisible();
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByLabel('Drop files here, or choose them')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await violations(page)).toEqual([]);

  // A phone-sized screen with the menu open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
