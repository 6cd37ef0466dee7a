import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** The two sizes every screen is looked at: a laptop and a phone. */
export const screenSizes = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Mails are read in a 600 px column on a desktop client and at a phone's width. */
export const mailWidths = [600, 390] as const;

const folder = process.env.SCREENSHOTS_DIR ?? 'screenshots';

/** Pictures the page as it stands, full length, at both sizes: `<name>-1280.png`, `<name>-390.png`. */
export async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    // One frame for the layout to follow the new width before the picture.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await page.screenshot({ path: path.join(folder, `${name}-${size.width}.png`), fullPage: true });
  }
}

/**
 * Pictures the screen at both sizes with a part of the page at its top, under the sticky header
 * (a picture of the part alone would have the header over it): `<name>-1280.png`, `<name>-390.png`.
 */
export async function shootPart(part: Locator, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const size of screenSizes) {
    await part.page().setViewportSize(size);
    await part.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80),
    );
    await part.page().screenshot({ path: path.join(folder, `${name}-${size.width}.png`) });
  }
}

/**
 * Pictures the screen at both sizes with `part` scrolled into view (to the `block` of the
 * scrolling box it stands in, a dialog's say): `<name>-1280.png`, `<name>-390.png`.
 */
export async function shootInView(
  part: Locator,
  name: string,
  block: ScrollLogicalPosition = 'start',
): Promise<void> {
  await mkdir(folder, { recursive: true });
  const page = part.page();
  for (const size of screenSizes) {
    await page.setViewportSize(size);
    await part.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    await page.screenshot({ path: path.join(folder, `${name}-${size.width}.png`) });
  }
}

/** Pictures a mail's HTML part as a mail client shows it, at 600 px and 390 px wide. */
export async function shootMail(page: Page, html: string, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  for (const width of mailWidths) {
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html);
    await page.screenshot({ path: path.join(folder, `mail-${name}-${width}.png`), fullPage: true });
  }
}
